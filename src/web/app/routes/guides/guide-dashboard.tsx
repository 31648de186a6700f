import { PRODUCT_NAME } from '@contract/brand';
import type { GuideSessionView } from '@contract/sessions';
import { Lock, Plus, UserRoundPen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsScroller, TabsTrigger } from '@/components/ui/tabs';
import { ConversationFromLink } from '@/features/conversations';
import { useGuideDashboard } from '@/features/guide-dashboard/api/get-guide-dashboard';
import { BookingsTab } from '@/features/guide-dashboard/components/bookings-tab';
import { CalendarTab } from '@/features/guide-dashboard/components/calendar-tab';
import { EarningsTab } from '@/features/guide-dashboard/components/earnings-tab';
import { LoadProblem } from '@/features/guide-dashboard/components/load-problem';
import { OverviewTab } from '@/features/guide-dashboard/components/overview-tab';
import { SessionDetailsDialog } from '@/features/guide-dashboard/components/session-details-dialog';
import { SessionsTab } from '@/features/guide-dashboard/components/sessions-tab';
import { GuideReviewsTab } from '@/features/reviews/components/guide-reviews-tab';
import { CancelSessionDialog } from '@/features/sessions/components/cancel-session-dialog';
import {
  type SessionEditorTarget,
  SessionFormDialog,
} from '@/features/sessions/components/session-form-dialog';
import { useAuth } from '@/lib/auth';
import { Link, useSearchParams } from '@/lib/router';
import { useLingui } from './i18n';

const TABS = [
  { value: 'overview', label: /*i18n*/ 'guides.dashboard.tabOverview' },
  { value: 'sessions', label: /*i18n*/ 'guides.dashboard.tabSessions' },
  { value: 'bookings', label: /*i18n*/ 'guides.dashboard.tabBookings' },
  { value: 'calendar', label: /*i18n*/ 'guides.dashboard.tabCalendar' },
  { value: 'earnings', label: /*i18n*/ 'guides.dashboard.tabEarnings' },
  { value: 'reviews', label: /*i18n*/ 'guides.dashboard.tabReviews' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-card" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </div>
  );
}

export function GuideDashboardPage() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const dashboard = useGuideDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';
  const [editor, setEditor] = useState<SessionEditorTarget | null>(null);
  const [details, setDetails] = useState<GuideSessionView | null>(null);
  const [cancelling, setCancelling] = useState<GuideSessionView | null>(null);

  // Until approved, session creation is closed (the server says so too, with 403 APPROVAL_REQUIRED).
  const canCreate = user?.isApproved === true;

  const showTab = (next: TabValue) =>
    setSearchParams(
      (params) => {
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const createButton = (label = i18n._('guides.dashboard.createSession'), day?: string): ReactNode =>
    canCreate ? (
      <Button onClick={() => setEditor({ mode: 'create', date: day })}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    ) : (
      <Button disabled>
        <Lock aria-hidden="true" />
        {i18n._('guides.dashboard.approvalRequired')}
      </Button>
    );

  const firstName = (user?.name ?? user?.username ?? '').split(' ')[0];

  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageMeta
        title={i18n._('guides.dashboard.metaTitle')}
        description={i18n._('guides.dashboard.metaDescription')}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-teal-700">
            {i18n._('guides.areaName', { product: PRODUCT_NAME })}
          </p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {i18n._('guides.dashboard.heading')}
          </h1>
          <p className="mt-1 text-ink-muted">
            {firstName
              ? i18n._('guides.dashboard.welcomeBack', { name: firstName })
              : i18n._('guides.dashboard.lead')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/practitioner-profile">
              <UserRoundPen aria-hidden="true" />
              {i18n._('guides.dashboard.editProfile')}
            </Link>
          </Button>
          {createButton()}
        </div>
      </div>

      {dashboard.isError ? (
        <div className="mt-6">
          <LoadProblem
            message={i18n._('guides.dashboard.loadFailed')}
            onRetry={() => void dashboard.refetch()}
          />
        </div>
      ) : null}

      <Tabs value={tab} onValueChange={(value) => showTab(value as TabValue)} className="mt-6">
        <TabsScroller className="-mx-4 px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList className="w-max">
            {TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value} className="px-4 whitespace-nowrap sm:px-5">
                {i18n._(item.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </TabsScroller>

        <TabsContent value="overview">
          {dashboard.data ? (
            <OverviewTab
              dashboard={dashboard.data}
              onShowTab={showTab}
              onOpenSession={setDetails}
              createButton={createButton(i18n._('guides.dashboard.createNext'))}
            />
          ) : dashboard.isPending ? (
            <DashboardSkeleton />
          ) : null}
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab
            counts={dashboard.data?.sessionCounts}
            onOpen={setDetails}
            onEdit={(session) => setEditor({ mode: 'edit', session })}
            onCancel={setCancelling}
            createButton={createButton()}
          />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab
            onOpen={setDetails}
            onCreateOn={canCreate ? (day) => setEditor({ mode: 'create', date: day }) : undefined}
          />
        </TabsContent>
        <TabsContent value="earnings">
          <EarningsTab />
        </TabsContent>
        <TabsContent value="reviews">
          <GuideReviewsTab guideName={user?.name ?? user?.username ?? ''} />
        </TabsContent>
      </Tabs>

      <ConversationFromLink />
      <SessionDetailsDialog
        session={details}
        onClose={() => setDetails(null)}
        onEdit={(session) => {
          setDetails(null);
          setEditor({ mode: 'edit', session });
        }}
        onCancel={(session) => {
          setDetails(null);
          setCancelling(session);
        }}
      />
      <SessionFormDialog target={editor} onClose={() => setEditor(null)} />
      <CancelSessionDialog
        session={cancelling}
        bookedCount={cancelling?.bookedCount ?? 0}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
