import type { AdminApplicationDetail } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { placeInLanguage, placeName } from '@contract/place-name';
import { instagramHref } from '@contract/web-link';
import { Check, CircleAlert, ExternalLink, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApplicationStatusBadge } from '@/components/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAdminMoney, webLink } from '../admin-format';
import { useGuideApplication } from '../api/get-guide-application';
import { useLingui } from '../i18n';
import { useApplicationDecision } from './use-application-decision';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-link underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{i18n._('admin.detail.newTab')}</span>
    </a>
  );
}

/** An answer the applicant may have left empty. */
function OrNone({ value }: { value: ReactNode }) {
  const { i18n } = useLingui();
  return value === null || value === undefined || value === '' ? (
    <span className="text-ink-muted">{i18n._('admin.detail.notGiven')}</span>
  ) : (
    value
  );
}

function Facts({ title, items }: { title: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-sand-50 p-4 text-sm sm:grid-cols-2">
        {items.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">
              <OrNone value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Prose({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      <p className="text-sm leading-relaxed whitespace-pre-line text-ink">
        <OrNone value={text} />
      </p>
    </section>
  );
}

function Certification({ name, url }: { name: string | null; url: string | null }) {
  const { i18n } = useLingui();
  const href = webLink(url);
  return (
    <span className="grid gap-0.5">
      <span>{name || i18n._('admin.detail.unnamedCertification')}</span>
      {href ? <ExternalAnchor href={href}>{i18n._('admin.detail.viewCertificate')}</ExternalAnchor> : url}
    </span>
  );
}

function certification(name: string | null, url: string | null): ReactNode {
  return !name && !url ? null : <Certification name={name} url={url} />;
}

function ApplicationBody({ application: a }: { application: AdminApplicationDetail }) {
  const website = webLink(a.website);
  const instagram = instagramHref(a.instagram);
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const location =
    a.sessionLocation === 'Other' && a.sessionLocationOther
      ? i18n._('admin.detail.otherLocation', { place: a.sessionLocationOther })
      : a.sessionLocation;

  return (
    <div className="grid gap-5">
      <Facts
        title={i18n._('admin.detail.applicant')}
        items={[
          { label: i18n._('admin.detail.fullName'), value: a.fullName },
          {
            label: i18n._('admin.detail.email'),
            value: (
              <a href={`mailto:${a.email}`} className="text-link underline-offset-4 hover:underline">
                {a.email}
              </a>
            ),
          },
          // An application older than the list of places gave a city alone.
          {
            label: i18n._('admin.detail.place'),
            value: placeInLanguage(placeName(a.neighbourhood, a.city), locale),
          },
          { label: i18n._('admin.detail.username'), value: a.applicantUsername },
          { label: i18n._('admin.detail.applied'), value: formatDate(a.createdAt, 'admin', locale) },
          {
            label: i18n._('admin.applications.status'),
            value: (
              <span className="inline-flex flex-wrap items-center gap-2">
                <ApplicationStatusBadge status={a.status} />
                {a.reviewedAt ? (
                  <span className="font-normal text-ink-muted">
                    {a.reviewedByUsername
                      ? i18n._('admin.detail.reviewedBy', {
                          date: formatDate(a.reviewedAt, 'admin', locale),
                          username: a.reviewedByUsername,
                        })
                      : formatDate(a.reviewedAt, 'admin', locale)}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <Facts
        title={i18n._('admin.detail.practice')}
        items={[
          { label: i18n._('admin.applications.category'), value: a.category },
          { label: i18n._('admin.applications.subcategory'), value: a.subcategory },
          {
            label: i18n._('admin.detail.yearsExperience'),
            value: i18n._('admin.detail.years', { count: a.yearsExperience }),
          },
          { label: i18n._('admin.detail.experienceLevel'), value: a.experienceLevel },
          { label: i18n._('admin.detail.sessionFormat'), value: a.sessionFormat },
          { label: i18n._('admin.detail.sessionLocation'), value: location },
          { label: i18n._('admin.detail.languages'), value: a.languages.join(', ') },
          {
            label: i18n._('admin.detail.pricePerSession'),
            value: formatAdminMoney(a.pricePerSession, locale),
          },
          {
            label: i18n._('admin.detail.groupSessions'),
            value: a.offerGroupSessions ? i18n._('admin.detail.yes') : i18n._('admin.detail.no'),
          },
          {
            label: i18n._('admin.detail.groupPrice'),
            value:
              a.offerGroupSessions && a.pricePerGroupSession !== null
                ? formatAdminMoney(a.pricePerGroupSession, locale)
                : null,
          },
        ]}
      />
      <Prose title={i18n._('admin.detail.bio')} text={a.bio} />
      <Prose title={i18n._('admin.detail.uniqueApproach')} text={a.uniqueApproach} />
      <Facts
        title={i18n._('admin.detail.credentials')}
        items={[
          {
            label: i18n._('admin.detail.certification', { number: 1 }),
            value: certification(a.certification1Name, a.certification1Url),
          },
          {
            label: i18n._('admin.detail.certification', { number: 2 }),
            value: certification(a.certification2Name, a.certification2Url),
          },
          {
            label: 'Instagram',
            value: instagram ? <ExternalAnchor href={instagram}>{a.instagram}</ExternalAnchor> : a.instagram,
          },
          {
            label: i18n._('admin.detail.website'),
            value: website ? <ExternalAnchor href={website}>{website}</ExternalAnchor> : a.website,
          },
          {
            label: i18n._('admin.detail.reference'),
            value: a.professionalReferenceEmail ? (
              <a
                href={`mailto:${a.professionalReferenceEmail}`}
                className="break-all text-link underline-offset-4 hover:underline"
              >
                {a.professionalReferenceEmail}
              </a>
            ) : null,
          },
        ]}
      />
    </div>
  );
}

interface ApplicationDetailDialogProps {
  /** The application to show; null when the dialog is closed. */
  applicationId: number | null;
  onClose: () => void;
}

/** One application in full, with the decision buttons while it waits for one. */
export function ApplicationDetailDialog({ applicationId, onClose }: ApplicationDetailDialogProps) {
  const application = useGuideApplication(applicationId);
  const { decide, pending } = useApplicationDecision();
  const a = application.data;
  const busy = pending !== undefined;
  const { i18n } = useLingui();

  const onDecide = async (status: 'approved' | 'rejected') => {
    if (!a) return;
    if (await decide(a, status)) onClose();
  };

  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{a ? a.fullName : i18n._('admin.detail.title')}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              {a ? (
                <>
                  <ApplicationStatusBadge status={a.status} />
                  <span>
                    {a.category} · {a.subcategory} ·{' '}
                    {i18n._('admin.detail.appliedOn', {
                      date: formatDate(a.createdAt, 'admin', i18n.locale as Locale),
                    })}
                  </span>
                  {!a.applicantIsActive ? (
                    <Badge variant="destructive">{i18n._('admin.detail.deactivated')}</Badge>
                  ) : null}
                </>
              ) : (
                <span>{i18n._('admin.detail.description')}</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>

        {a && a.id === applicationId ? (
          <ApplicationBody application={a} />
        ) : application.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-danger-50 px-4 py-3 text-sm text-danger-700"
          >
            <span className="inline-flex items-center gap-2 font-medium">
              <CircleAlert aria-hidden="true" className="size-4" />
              {i18n._('admin.detail.loadFailed')}
            </span>
            <Button variant="outline" size="sm" onClick={() => void application.refetch()}>
              {i18n._('admin.list.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" role="status" aria-label={i18n._('admin.detail.loading')}>
            <Skeleton className="h-40" />
            <Skeleton className="h-48" />
            <Skeleton className="h-24" />
          </div>
        )}

        {/* On wider screens it stays in view while the application scrolls: the decision is one press away. */}
        <DialogFooter className="sm:sticky sm:-bottom-8 sm:z-10 sm:-mx-8 sm:-mb-8 sm:border-t sm:border-border sm:bg-card sm:px-8 sm:py-4">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {i18n._('admin.detail.close')}
          </Button>
          {a?.status === 'pending' ? (
            <>
              <Button
                variant="destructive-outline"
                pending={pending?.status === 'rejected'}
                disabled={busy}
                onClick={() => void onDecide('rejected')}
              >
                <X aria-hidden="true" />
                {i18n._('admin.applications.rejectConfirm')}
              </Button>
              <Button
                pending={pending?.status === 'approved'}
                disabled={busy}
                onClick={() => void onDecide('approved')}
              >
                <Check aria-hidden="true" />
                {i18n._('admin.detail.approve')}
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
