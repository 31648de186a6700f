import type { AdminApplicationDetail } from '@contract/admin';
import { formatDate } from '@contract/date-formats';
import { placeName } from '@contract/place-name';
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
import { useApplicationDecision } from './use-application-decision';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-link underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** An answer the applicant may have left empty. */
function orNone(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? (
    <span className="text-ink-muted">Not given</span>
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
            <dd className="font-medium break-words text-ink">{orNone(value)}</dd>
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
      <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{orNone(text)}</p>
    </section>
  );
}

function certification(name: string | null, url: string | null): ReactNode {
  if (!name && !url) return null;
  const href = webLink(url);
  return (
    <span className="grid gap-0.5">
      <span>{name || 'Unnamed certification'}</span>
      {href ? <ExternalAnchor href={href}>View certificate</ExternalAnchor> : url}
    </span>
  );
}

function ApplicationBody({ application: a }: { application: AdminApplicationDetail }) {
  const website = webLink(a.website);
  const instagram = instagramHref(a.instagram);
  const location =
    a.sessionLocation === 'Other' && a.sessionLocationOther
      ? `Other: ${a.sessionLocationOther}`
      : a.sessionLocation;

  return (
    <div className="grid gap-5">
      <Facts
        title="Applicant"
        items={[
          { label: 'Full name', value: a.fullName },
          {
            label: 'Email',
            value: (
              <a href={`mailto:${a.email}`} className="text-link underline-offset-4 hover:underline">
                {a.email}
              </a>
            ),
          },
          // An application older than the list of places gave a city alone.
          { label: 'Place', value: placeName(a.neighbourhood, a.city) },
          { label: 'Username', value: a.applicantUsername },
          { label: 'Applied', value: formatDate(a.createdAt, 'admin') },
          {
            label: 'Status',
            value: (
              <span className="inline-flex flex-wrap items-center gap-2">
                <ApplicationStatusBadge status={a.status} />
                {a.reviewedAt ? (
                  <span className="font-normal text-ink-muted">
                    {formatDate(a.reviewedAt, 'admin')}
                    {a.reviewedByUsername ? ` by ${a.reviewedByUsername}` : ''}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <Facts
        title="Practice"
        items={[
          { label: 'Category', value: a.category },
          { label: 'Subcategory', value: a.subcategory },
          {
            label: 'Years experience',
            value: `${a.yearsExperience} ${a.yearsExperience === 1 ? 'year' : 'years'}`,
          },
          { label: 'Experience level', value: a.experienceLevel },
          { label: 'Session format', value: a.sessionFormat },
          { label: 'Session location', value: location },
          { label: 'Languages', value: a.languages.join(', ') },
          { label: 'Price per session', value: formatAdminMoney(a.pricePerSession) },
          { label: 'Group sessions', value: a.offerGroupSessions ? 'Yes' : 'No' },
          {
            label: 'Group price',
            value:
              a.offerGroupSessions && a.pricePerGroupSession !== null
                ? formatAdminMoney(a.pricePerGroupSession)
                : null,
          },
        ]}
      />
      <Prose title="Bio" text={a.bio} />
      <Prose title="Unique approach" text={a.uniqueApproach} />
      <Facts
        title="Credentials and links"
        items={[
          { label: 'Certification 1', value: certification(a.certification1Name, a.certification1Url) },
          { label: 'Certification 2', value: certification(a.certification2Name, a.certification2Url) },
          {
            label: 'Instagram',
            value: instagram ? <ExternalAnchor href={instagram}>{a.instagram}</ExternalAnchor> : a.instagram,
          },
          {
            label: 'Website',
            value: website ? <ExternalAnchor href={website}>{website}</ExternalAnchor> : a.website,
          },
          {
            label: 'Professional reference',
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

  const onDecide = async (status: 'approved' | 'rejected') => {
    if (!a) return;
    if (await decide(a, status)) onClose();
  };

  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{a ? a.fullName : 'Guide application'}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              {a ? (
                <>
                  <ApplicationStatusBadge status={a.status} />
                  <span>
                    {a.category} · {a.subcategory} · Applied {formatDate(a.createdAt, 'admin')}
                  </span>
                  {!a.applicantIsActive ? <Badge variant="destructive">Account deactivated</Badge> : null}
                </>
              ) : (
                <span>Guide application details</span>
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
              Could not load this application.
            </span>
            <Button variant="outline" size="sm" onClick={() => void application.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" role="status" aria-label="Loading">
            <Skeleton className="h-40" />
            <Skeleton className="h-48" />
            <Skeleton className="h-24" />
          </div>
        )}

        {/* On wider screens it stays in view while the application scrolls: the decision is one press away. */}
        <DialogFooter className="sm:sticky sm:-bottom-8 sm:z-10 sm:-mx-8 sm:-mb-8 sm:border-t sm:border-border sm:bg-card sm:px-8 sm:py-4">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Close
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
                Reject Application
              </Button>
              <Button
                pending={pending?.status === 'approved'}
                disabled={busy}
                onClick={() => void onDecide('approved')}
              >
                <Check aria-hidden="true" />
                Approve Application
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
