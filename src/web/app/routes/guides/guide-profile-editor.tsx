import { PRODUCT_NAME } from '@contract/brand';
import type { Locale } from '@contract/locales';
import { ArrowLeft, CloudOff, ExternalLink, RotateCw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsScroller, TabsTrigger } from '@/components/ui/tabs';
import { AccountDataSection } from '@/features/account/components/account-data-section';
import { EmailSettingsSection } from '@/features/email-settings/components/email-settings-section';
import { useOwnProfile } from '@/features/guide-profile/api/get-own-profile';
import { AboutFields } from '@/features/guide-profile/components/about-fields';
import { AvailabilityField } from '@/features/guide-profile/components/availability-field';
import { GalleryField } from '@/features/guide-profile/components/gallery-field';
import { LinkFields } from '@/features/guide-profile/components/link-fields';
import { PracticeFields } from '@/features/guide-profile/components/practice-fields';
import { QualificationFields } from '@/features/guide-profile/components/qualification-fields';
import {
  toastInvalidProfile,
  useGuideProfileForm,
  useProfileSave,
} from '@/features/guide-profile/components/use-profile-form';
import { type ProfileFormInput, profileFormDefaults } from '@/features/guide-profile/profile-form';
import { useAuth } from '@/lib/auth';
import { Link, useNavigate } from '@/lib/router';
import { useLingui } from './i18n';

function useMeta() {
  const { i18n } = useLingui();
  return {
    title: i18n._('guides.profileEditor.metaTitle'),
    description: i18n._('guides.profileEditor.metaDescription'),
  };
}

const TABS = [
  {
    value: 'basic',
    label: /*i18n*/ 'guides.profileEditor.tabBasic',
    fields: ['name', 'shortBio', 'bio', 'neighbourhood', 'country', 'languages', 'socialLinks'],
  },
  {
    value: 'practice',
    label: /*i18n*/ 'guides.profileEditor.tabPractice',
    fields: ['category', 'subcategory', 'sessionFormat', 'pricePerSession', 'pricePerGroupSession'],
  },
  {
    value: 'qualifications',
    label: /*i18n*/ 'guides.profileEditor.tabQualifications',
    fields: ['modalities', 'experienceYears', 'credentials', 'specialties'],
  },
  {
    value: 'gallery',
    label: /*i18n*/ 'guides.profileEditor.tabGallery',
    fields: ['photoGallery', 'profilePicUrl'],
  },
  { value: 'availability', label: /*i18n*/ 'guides.profileEditor.tabAvailability', fields: ['availability'] },
] as const satisfies readonly { value: string; label: string; fields: readonly (keyof ProfileFormInput)[] }[];

type TabValue = (typeof TABS)[number]['value'];

/** Goes back to the dashboard; `onBlocked` is asked instead while there are unsaved changes. */
function BackToDashboard({ onBlocked }: { onBlocked?: () => void }) {
  const { i18n } = useLingui();
  return (
    <Button asChild variant="outline">
      <Link
        to="/practitioner-dashboard"
        onClick={(event) => {
          if (!onBlocked) return;
          event.preventDefault();
          onBlocked();
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {i18n._('guides.profileEditor.back')}
      </Link>
    </Button>
  );
}

export function GuideProfileEditorPage() {
  const { user } = useAuth();
  const profile = useOwnProfile();
  const { i18n } = useLingui();
  const meta = useMeta();

  if (!user || profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...meta} />
        <EmptyState
          icon={CloudOff}
          title={i18n._('guides.profileLoad.title')}
          action={
            <>
              <Button onClick={() => void profile.refetch()}>
                <RotateCw aria-hidden="true" />
                {i18n._('guides.profileLoad.retry')}
              </Button>
              <BackToDashboard />
            </>
          }
        >
          {i18n._('guides.profileLoad.text')}
        </EmptyState>
      </div>
    );
  }
  return (
    <ProfileEditor
      userId={user.id}
      defaults={profileFormDefaults({
        locale: i18n.locale as Locale,
        profile: profile.data,
        application: null,
        user,
      })}
    />
  );
}

function ProfileEditor({ userId, defaults }: { userId: number; defaults: ProfileFormInput }) {
  const [tab, setTab] = useState<TabValue>('basic');
  const form = useGuideProfileForm(defaults);
  const save = useProfileSave(form);
  const { isSubmitting, isDirty, errors } = form.formState;
  const { i18n } = useLingui();
  const meta = useMeta();

  const onInvalid = (invalid: FieldErrors<ProfileFormInput>) => {
    const first = TABS.find((t) => t.fields.some((field) => field in invalid));
    if (first) setTab(first.value);
    toastInvalidProfile(i18n)();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    await save(values);
  }, onInvalid);

  // Nothing typed is lost by leaving: Back to Dashboard asks first, and the browser asks on reload or close.
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const tabsWithErrors = new Set(
    TABS.filter((t) => t.fields.some((field) => field in errors)).map((t) => t.value),
  );

  return (
    <div className="mx-auto w-full min-w-0 max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta {...meta} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-teal-700">
            {i18n._('guides.areaName', { product: PRODUCT_NAME })}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {i18n._('guides.profileEditor.heading')}
          </h1>
          <p className="mt-2 text-ink-muted">{i18n._('guides.profileEditor.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <BackToDashboard onBlocked={isDirty ? () => setConfirmLeave(true) : undefined} />
          <Button asChild variant="link">
            <Link to={`/practitioner/${userId}`}>
              {i18n._('guides.profileEditor.viewPublic')}
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <TabsScroller className="-mx-4 px-4 pb-1 sm:mx-0 sm:px-0">
            <TabsList className="w-max">
              {TABS.map((item) => (
                <TabsTrigger key={item.value} value={item.value} className="gap-2 whitespace-nowrap">
                  {i18n._(item.label)}
                  {tabsWithErrors.has(item.value) ? (
                    <span className="size-2 rounded-full bg-danger-600">
                      <span className="sr-only">{i18n._('guides.profileEditor.hasErrors')}</span>
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </TabsScroller>
          {/* A field that gets focus scrolls to clear of the Save bar that sticks to the bottom of the screen. */}
          <Card className="mt-6 p-5 sm:p-8 [&_*]:scroll-mb-28">
            <TabsContent value="basic" className="mt-0 grid gap-5">
              <AboutFields form={form} />
              <LinkFields form={form} />
            </TabsContent>
            <TabsContent value="practice" className="mt-0">
              <PracticeFields form={form} />
            </TabsContent>
            <TabsContent value="qualifications" className="mt-0">
              <QualificationFields form={form} />
            </TabsContent>
            <TabsContent value="gallery" className="mt-0">
              <GalleryField form={form} />
            </TabsContent>
            <TabsContent value="availability" className="mt-0 grid gap-4">
              <p className="text-sm text-ink-muted">{i18n._('guides.profileEditor.availabilityLead')}</p>
              <AvailabilityField form={form} />
            </TabsContent>
          </Card>
        </Tabs>

        <div
          data-bottom-bar="save"
          className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-6"
        >
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {isDirty ? i18n._('guides.profileEditor.unsaved') : i18n._('guides.profileEditor.noUnsaved')}
            </p>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? null : <Save aria-hidden="true" />}
              {i18n._('guides.profileEditor.save')}
            </Button>
          </div>
        </div>
      </form>

      <EmailSettingsSection />
      <AccountDataSection />

      <Dialog open={confirmLeave} onOpenChange={setConfirmLeave}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{i18n._('guides.profileEditor.leaveTitle')}</DialogTitle>
            <DialogDescription>{i18n._('guides.profileEditor.leaveText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => void navigate('/practitioner-dashboard')}>
              {i18n._('guides.profileEditor.leave')}
            </Button>
            <Button onClick={() => setConfirmLeave(false)}>
              {i18n._('guides.profileEditor.keepEditing')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
