import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { ArrowRight, CloudOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
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

const META = { title: 'Setup Your Guide Profile', description: 'Set up your public guide profile.' };

export function SetupProfilePage() {
  const { user } = useAuth();
  const profile = useOwnProfile();
  const application = useMyApplication();

  if (!user || profile.isPending || application.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
        <PageMeta {...META} />
        <EmptyState
          icon={CloudOff}
          title="We could not load your profile"
          action={
            <Button onClick={() => void profile.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          Check your connection and try again in a moment.
        </EmptyState>
      </div>
    );
  }
  const defaults = profileFormDefaults({
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

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values)) await navigate('/practitioner-dashboard', { replace: true });
  }, toastInvalidProfile);

  return (
    <div className="mx-auto w-full min-w-0 max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta {...META} />
      <p className="text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        Setup Your Guide Profile
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Your application is approved: welcome to {PRODUCT_NAME}! We started your profile from your
        application. Check it, add a few details, and seekers will be able to find and book you.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8 grid gap-6">
        <Section title="About you" lead="Who you are and where seekers meet you.">
          <div className="grid gap-5">
            <AboutFields form={form} />
            <LinkFields form={form} />
          </div>
        </Section>
        <Section title="Your practice" lead="What you offer, and the training behind it.">
          <QualificationFields form={form} />
        </Section>
        <Section
          title="Photos"
          lead="Optional, and you can add them later. The first one becomes your profile photo."
        >
          <GalleryField form={form} />
        </Section>
        <Section title="Usual availability" lead="Optional: when you usually hold sessions.">
          <AvailabilityField form={form} />
        </Section>
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-ink-muted sm:mr-auto">
            You can change all of this later from your dashboard.
          </p>
          <Button type="submit" size="lg" pending={isSubmitting}>
            Save and go to my dashboard
            {isSubmitting ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </div>
  );
}
