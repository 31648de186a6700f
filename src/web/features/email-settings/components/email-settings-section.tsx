import { EMAIL_SETTINGS_SECTION_ID, type OptionalEmail } from '@contract/email-settings';
import { ROLE } from '@contract/roles';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useChangeEmailSettings, useEmailSettings } from '../api/email-settings';
import { useLingui } from '../i18n';

/** Each switch's name and what it is for (message ids). */
const SWITCHES: Record<OptionalEmail, { title: string; description: string }> = {
  reminders: {
    title: /*i18n*/ 'emailSettings.reminders.title',
    description: /*i18n*/ 'emailSettings.reminders.description',
  },
  agenda: {
    title: /*i18n*/ 'emailSettings.agenda.title',
    description: /*i18n*/ 'emailSettings.agenda.description',
  },
  messageNotices: {
    title: /*i18n*/ 'emailSettings.messageNotices.title',
    description: /*i18n*/ 'emailSettings.messageNotices.description',
  },
};

/**
 * "Emails" on the profile page (seekers) and the guide profile editor (guides): a switch for each
 * optional email. The agenda is a guide's email, so seekers do not see it. The unsubscribe page links here
 * by the section's id.
 */
export function EmailSettingsSection() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const settings = useEmailSettings();
  const change = useChangeEmailSettings();
  if (!user || user.role === ROLE.admin) return null;
  const kinds: OptionalEmail[] =
    user.role === ROLE.guide ? ['reminders', 'agenda', 'messageNotices'] : ['reminders', 'messageNotices'];

  return (
    <section
      id={EMAIL_SETTINGS_SECTION_ID}
      aria-labelledby="email-settings-heading"
      className="mt-10 scroll-mt-24"
    >
      <Card className="p-5 sm:p-8">
        <h2 id="email-settings-heading" className="text-2xl font-semibold tracking-tight text-ink">
          {i18n._('emailSettings.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{i18n._('emailSettings.lead')}</p>
        {settings.isError ? (
          <p className="mt-6 text-ink-muted">{i18n._('emailSettings.loadFailed')}</p>
        ) : (
          <ul className="mt-6 divide-y divide-border">
            {kinds.map((kind) => {
              const id = `email-setting-${kind}`;
              return (
                <li key={kind} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
                  <div>
                    <Label htmlFor={id} className="text-base font-medium text-ink">
                      {i18n._(SWITCHES[kind].title)}
                    </Label>
                    <p id={`${id}-description`} className="mt-1 text-sm text-ink-muted">
                      {i18n._(SWITCHES[kind].description)}
                    </p>
                  </div>
                  {settings.data ? (
                    <Switch
                      id={id}
                      aria-describedby={`${id}-description`}
                      className="mt-1"
                      checked={settings.data[kind]}
                      onCheckedChange={(checked) => change.mutate({ [kind]: checked })}
                    />
                  ) : (
                    // Not "on" before the answer comes: a switch drawn on by default would flip off a moment later.
                    <Skeleton className="mt-1 h-6 w-11 shrink-0 rounded-full" aria-hidden="true" />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
