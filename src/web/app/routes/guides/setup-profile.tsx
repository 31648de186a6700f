import { PRODUCT_NAME } from '@contract/brand';
import type { Locale } from '@contract/locales';
import { ArrowRight, CloudOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useMyApplication } from '@/features/guide-applications/api/get-my-application';
import { useOwnProfile } from '@/features/guide-profile/api/get-own-profile';
import { AboutFields } from '@/features/guide-profile/components/about-fields';
import { AvailabilityField } from '@/features/guide-profile/components/availability-field';
import { GalleryField } from '@/features/guide-profile/components/gallery-field';
import { LinkFields } from '@/features/guide-profile/components/link-fields';
import { QualificationFields } from '@/features/guide-profile/components/qualification-fields';
import {
  toastInvalidProfile,
  useGuideProfileForm,
  useProfileSave,
} from '@/features/guide-profile/components/use-profile-form';
import { type ProfileFormInput, profileFormDefaults } from '@/features/guide-profile/profile-form';
import { useAuth } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { useLingui } from './i18n';

function useMeta() {
  const { i18n } = useLingui();
  return {
    title: i18n._('guides.setupProfile.metaTitle'),
    description: i18n._('guides.setupProfile.metaDescription'),
  };
}

export function SetupProfilePage() {
  const { user } = useAuth();
  const profile = useOwnProfile();
  const application = useMyApplication();
  const { i18n } = useLingui();
  const meta = useMeta();

  if (!user || profile.isPending || application.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...meta} />
        <EmptyState
          icon={CloudOff}
          title={i18n._('guides.profileLoad.title')}
          action={
            <Button onClick={() => void profile.refetch()}>
              <RotateCw aria-hidden="true" />
              {i18n._('guides.profileLoad.retry')}
            </Button>
          }
        >
          {i18n._('guides.profileLoad.text')}
        </EmptyState>
      </div>
    );
  }
  const defaults = profileFormDefaults({
    locale: i18n.locale as Locale,
    profile: profile.data,
    application: application.data?.details ?? null,
    user,
  });
  return <SetupProfileForm defaults={defaults} />;
}

function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-ink-muted">{lead}</p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

function SetupProfileForm({ defaults }: { defaults: ProfileFormInput }) {
  const navigate = useNavigate();
  const form = useGuideProfileForm(defaults);
  const save = useProfileSave(form);
  const { isSubmitting } = form.formState;
  const { i18n } = useLingui();
  const meta = useMeta();

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values)) await navigate('/practitioner-dashboard', { replace: true });
  }, toastInvalidProfile(i18n));

  return (
    <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta {...meta} />
      <p className="text-sm font-medium text-teal-700">
        {i18n._('guides.areaName', { product: PRODUCT_NAME })}
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {i18n._('guides.setupProfile.heading')}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        {i18n._('guides.setupProfile.lead', { product: PRODUCT_NAME })}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8 grid gap-6">
        <Section
          title={i18n._('guides.setupProfile.aboutTitle')}
          lead={i18n._('guides.setupProfile.aboutLead')}
        >
          <div className="grid gap-5">
            <AboutFields form={form} />
            <LinkFields form={form} />
          </div>
        </Section>
        <Section
          title={i18n._('guides.setupProfile.practiceTitle')}
          lead={i18n._('guides.setupProfile.practiceLead')}
        >
          <QualificationFields form={form} />
        </Section>
        <Section
          title={i18n._('guides.setupProfile.photosTitle')}
          lead={i18n._('guides.setupProfile.photosLead')}
        >
          <GalleryField form={form} />
        </Section>
        <Section
          title={i18n._('guides.setupProfile.availabilityTitle')}
          lead={i18n._('guides.setupProfile.availabilityLead')}
        >
          <AvailabilityField form={form} />
        </Section>
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-ink-muted sm:mr-auto">{i18n._('guides.setupProfile.changeLater')}</p>
          <Button type="submit" size="lg" pending={isSubmitting}>
            {i18n._('guides.setupProfile.save')}
            {isSubmitting ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </div>
  );
}
