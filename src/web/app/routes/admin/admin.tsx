import { useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { Tabs, TabsContent, TabsList, TabsScroller, TabsTrigger } from '@/components/ui/tabs';
import {
  ADMIN_TABS,
  type AdminTab,
  isAdminTab,
  parseAdminTab,
  tableStateToParams,
} from '@/features/admin/admin-table-state';
import { useAdminMetrics } from '@/features/admin/api/get-admin-metrics';
import { ApplicationDetailDialog } from '@/features/admin/components/application-detail-dialog';
import { ApplicationsTab } from '@/features/admin/components/applications-tab';
import { AuditLogTab } from '@/features/admin/components/audit-log-tab';
import { BookingsTab } from '@/features/admin/components/bookings-tab';
import { DashboardTab } from '@/features/admin/components/dashboard-tab';
import { GuidesTab } from '@/features/admin/components/guides-tab';
import { JobsTab } from '@/features/admin/components/jobs-tab';
import { ReportedConversationsTab } from '@/features/admin/components/reported-conversations-tab';
import { ReportedReviewsTab } from '@/features/admin/components/reported-reviews-tab';
import { SessionsTab } from '@/features/admin/components/sessions-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { useSearchParams } from '@/lib/router';
import { useLingui } from './i18n';

export function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams);
  const [openApplication, setOpenApplication] = useState<number | null>(null);
  const metrics = useAdminMetrics().data;
  const { i18n } = useLingui();
  const waiting: Partial<Record<AdminTab, { count: number; what: string }>> = {
    applications: { count: metrics?.pendingApplications ?? 0, what: i18n._('admin.page.waitingPending') },
    reviews: { count: metrics?.reportedReviews ?? 0, what: i18n._('admin.page.waitingDecision') },
    conversations: { count: metrics?.reportedConversations ?? 0, what: i18n._('admin.page.waitingUnread') },
  };
  // A new tab starts with its list unfiltered; the move is a history entry of its own, so Back returns.
  const showTab = (next: AdminTab) => {
    if (next !== tab) setSearchParams(tableStateToParams(next));
  };

  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageMeta title={i18n._('admin.page.metaTitle')} description={i18n._('admin.page.metaDescription')} />
      <p className="text-sm font-medium text-teal-700">{i18n._('admin.page.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {i18n._('admin.page.heading')}
      </h1>
      <p className="mt-1 text-ink-muted">{i18n._('admin.page.lead')}</p>

      <Tabs
        value={tab}
        onValueChange={(value) => (isAdminTab(value) ? showTab(value) : undefined)}
        activationMode="manual"
        className="mt-6"
      >
        <TabsScroller className="-mx-4 px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList className="w-max">
            {ADMIN_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value} className="gap-2 px-4 whitespace-nowrap">
                {i18n._(item.label)}
                <WaitingCount waiting={waiting[item.value]} />
              </TabsTrigger>
            ))}
          </TabsList>
        </TabsScroller>

        <TabsContent value="dashboard">
          <DashboardTab
            onShowApplications={() => showTab('applications')}
            onOpenApplication={setOpenApplication}
          />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab onOpenApplication={setOpenApplication} />
        </TabsContent>
        <TabsContent value="practitioners">
          <GuidesTab onOpenApplication={setOpenApplication} />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab />
        </TabsContent>
        <TabsContent value="reviews">
          <ReportedReviewsTab />
        </TabsContent>
        <TabsContent value="conversations">
          <ReportedConversationsTab />
        </TabsContent>
        <TabsContent value="audit-log">
          <AuditLogTab />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab />
        </TabsContent>
      </Tabs>

      <ApplicationDetailDialog applicationId={openApplication} onClose={() => setOpenApplication(null)} />
    </div>
  );
}

/** How many things of a tab wait for an admin, beside its name; nothing when none do. */
function WaitingCount({ waiting }: { waiting: { count: number; what: string } | undefined }) {
  if (!waiting || waiting.count === 0) return null;
  return (
    <span className="rounded-full bg-terracotta-600 px-1.5 py-px text-xs font-semibold text-white">
      {waiting.count}
      <span className="sr-only"> {waiting.what}</span>
    </span>
  );
}
