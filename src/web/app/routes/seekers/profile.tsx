import { GUIDES_AREA_NAME } from '@contract/brand';
import { ROLE } from '@contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, CloudOff, RotateCw } from 'lucide-react';
import { PageLoader } from '@/app/layout/page-loader';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { AccountDataSection } from '@/features/account/components/account-data-section';
import { EmailSettingsSection } from '@/features/email-settings/components/email-settings-section';
import { useOwnProfile } from '@/features/guide-profile/api/get-own-profile';
import { SeekerProfileForm } from '@/features/seeker-profile/components/seeker-profile-form';
import { profileSaveDestination, sessionPagePath } from '@/features/seeker-profile/return-destination';
import { sessionQuery } from '@/features/sessions/api/get-session';
import { useAuth } from '@/lib/auth';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { Trans, useLingui } from './i18n';

/** /profile: a seeker's name, city, country and bio; booking needs the name (spec, "Seeker profile"). */
export function ProfilePage() {
  const { i18n } = useLingui();
  const meta = (
    <PageMeta title={i18n._('seekers.profile.title')} description={i18n._('seekers.profile.description')} />
  );
  const { user } = useAuth();
  const profile = useOwnProfile();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destination = profileSaveDestination(searchParams.get('return_url'), searchParams.get('session_id'));
  const booking = destination.kind !== 'stay';

  if (!user || profile.isPending) return <PageLoader />;

  // A guide's profile is their public page, edited in the guides' area with its own form.
  if (user.role === ROLE.guide) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        {meta}
        <EmptyState
          icon={ArrowRight}
          headingLevel="h1"
          title={i18n._('seekers.profile.guideTitle')}
          action={
            <Button asChild>
              <Link to="/practitioner-profile">{i18n._('seekers.profile.guideButton')}</Link>
            </Button>
          }
        >
          {i18n._('seekers.profile.guideText', { area: GUIDES_AREA_NAME })}
        </EmptyState>
      </div>
    );
  }

  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        {meta}
        <EmptyState
          icon={CloudOff}
          headingLevel="h1"
          title={i18n._('seekers.profile.loadFailed')}
          action={
            <Button onClick={() => void profile.refetch()} pending={profile.isRefetching}>
              <RotateCw aria-hidden="true" />
              {i18n._('seekers.tryAgain')}
            </Button>
          }
        >
          {i18n._('seekers.profile.loadFailedText')}
        </EmptyState>
      </div>
    );
  }

  const goOn = async () => {
    if (destination.kind === 'path') {
      await navigate(destination.path);
    } else if (destination.kind === 'session') {
      try {
        const session = await queryClient.fetchQuery(sessionQuery(destination.sessionId));
        await navigate(sessionPagePath(session.practitionerId, session.id));
      } catch {
        // The session is gone: the profile is saved, and the seeker stays here.
      }
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      {meta}
      <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
        {i18n._('seekers.profile.title')}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        <Trans
          id={/*i18n*/ 'seekers.profile.signedInAs'}
          values={{ username: user.username, email: user.email }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      {booking ? (
        <p className="mt-6 flex items-start gap-3 rounded-2xl bg-azulejo-50 p-4 text-azulejo-900">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-azulejo-700" />
          <span>{i18n._('seekers.profile.finishBooking')}</span>
        </p>
      ) : null}
      <Card className="mt-8 p-5 sm:p-8">
        <SeekerProfileForm
          profile={profile.data}
          fallbackName={user.name}
          submitLabel={booking ? i18n._('seekers.profile.saveAndBook') : i18n._('seekers.profile.save')}
          onSaved={goOn}
        />
      </Card>
      {booking ? null : <EmailSettingsSection />}
      {booking ? null : <AccountDataSection />}
    </div>
  );
}
