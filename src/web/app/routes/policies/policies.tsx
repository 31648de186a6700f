import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import {
  FULL_REFUND_HOURS_BEFORE_START,
  POLICIES_UPDATED_ON,
  POLICIES_VERSION,
  POLICY_PATHS,
  SESSION_COOKIE_NAME,
  SESSION_LIFETIME_DAYS,
} from '@contract/policies';
import type { ReactNode } from 'react';
import { CANCELLATIONS_SECTION_ID } from '@/components/cancellation-policy';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/lib/router';
import { Trans, useLingui } from './i18n';

interface PolicySection {
  id: string;
  /** The message id of the section's heading. */
  title: string;
  body: ReactNode;
}

function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-link underline underline-offset-4">
      {children}
    </Link>
  );
}

/** What the policies' sentences may name: the same in every message, so both languages take the same. */
const VALUES = {
  product: PRODUCT_NAME,
  email: SUPPORT_EMAIL,
  hours: FULL_REFUND_HOURS_BEFORE_START,
  days: SESSION_LIFETIME_DAYS,
};

/**
 * The tags the policies' sentences may hold, numbered once for all of them: <0> the support address,
 * <1> emphasis, <2> the Privacy policy, <3> its section on your rights, <4> the Cookie policy.
 */
const TAGS = {
  0: (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
      {SUPPORT_EMAIL}
    </a>
  ),
  1: <strong />,
  2: <PolicyLink to={POLICY_PATHS.privacy} />,
  3: <PolicyLink to={`${POLICY_PATHS.privacy}#your-rights`} />,
  4: <PolicyLink to={POLICY_PATHS.cookies} />,
};

/** One paragraph or list item of a policy, in the page's language. */
function Say({ id }: { id: string }) {
  return <Trans id={id} values={VALUES} components={TAGS} />;
}

/** The three policy pages share one layout: a heading, the date they changed, contents, then sections. */
function PolicyPage({
  title,
  description,
  lead,
  sections,
}: {
  title: string;
  description: string;
  lead: ReactNode;
  sections: readonly PolicySection[];
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The English page names the day as the Terms always have; other languages as their dates read.
  const updatedOn = locale === 'en' ? POLICIES_UPDATED_ON : formatDay(POLICIES_VERSION, 'short', locale);
  return (
    <>
      <PageMeta title={title} description={description} />
      <section className="border-b border-border bg-sand-100/60">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">
            {i18n._('policies.page.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-ink-muted">
            {i18n._('policies.page.updated', { date: updatedOn })}
          </p>
          <div className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-muted">{lead}</div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-14 lg:px-8 lg:py-16">
        <nav aria-label={i18n._('policies.page.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-sans text-sm font-semibold text-ink">{i18n._('policies.page.contents')}</h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-ink-muted underline-offset-4 hover:text-azulejo-700 hover:underline"
                >
                  {i18n._(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid max-w-3xl gap-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-ink">
                {i18n._(section.title)}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:grid [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <p className="rounded-card border border-border bg-card p-5 text-ink-muted shadow-soft">
            <Trans
              id={/*i18n*/ 'policies.page.readAlso'}
              values={{ email: SUPPORT_EMAIL }}
              components={{
                0: <PolicyLink to={POLICY_PATHS.terms} />,
                1: <PolicyLink to={POLICY_PATHS.privacy} />,
                2: <PolicyLink to={POLICY_PATHS.cookies} />,
                3: (
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className="font-medium text-link underline underline-offset-4"
                  >
                    {SUPPORT_EMAIL}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </div>
    </>
  );
}

const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: /*i18n*/ 'policies.terms.whoWeAre.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.whoWeAre.p1'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.whoWeAre.p2'} />
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: /*i18n*/ 'policies.terms.accounts.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.accounts.p1'} />
        </p>
        <ul>
          <li>
            <Say id={/*i18n*/ 'policies.terms.accounts.name'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.accounts.password'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.accounts.onePerson'} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'booking-and-paying',
    title: /*i18n*/ 'policies.terms.booking.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.booking.p1'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.booking.p2'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.booking.p3'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.booking.p4'} />
        </p>
      </>
    ),
  },
  {
    id: CANCELLATIONS_SECTION_ID,
    title: /*i18n*/ 'policies.terms.refunds.title',
    body: (
      <>
        <p className="rounded-2xl bg-teal-50 p-4 text-ink">
          <Say id={/*i18n*/ 'policies.terms.refunds.rule'} />
        </p>
        <ul>
          <li>
            <Say id={/*i18n*/ 'policies.terms.refunds.where'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.refunds.hours'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.refunds.guideCancels'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.refunds.card'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.refunds.unpaid'} />
          </li>
        </ul>
        <p>
          <Say id={/*i18n*/ 'policies.terms.refunds.law'} />
        </p>
      </>
    ),
  },
  {
    id: 'guides',
    title: /*i18n*/ 'policies.terms.guides.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.guides.p1'} />
        </p>
        <ul>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.truth'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.hold'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.payment'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.confidential'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.licence'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.terms.guides.medical'} />
          </li>
        </ul>
        <p>
          <Say id={/*i18n*/ 'policies.terms.guides.p2'} />
        </p>
      </>
    ),
  },
  {
    id: 'seekers',
    title: /*i18n*/ 'policies.terms.seekers.title',
    body: (
      <ul>
        <li>
          <Say id={/*i18n*/ 'policies.terms.seekers.onTime'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.terms.seekers.medical'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.terms.seekers.respect'} />
        </li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: /*i18n*/ 'policies.terms.reviews.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.reviews.p1'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.reviews.p2'} />
        </p>
      </>
    ),
  },
  {
    id: 'closing-an-account',
    title: /*i18n*/ 'policies.terms.closing.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.closing.p1'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.closing.p2'} />
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: /*i18n*/ 'policies.terms.liability.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.terms.liability.p1'} />
      </p>
    ),
  },
  {
    id: 'changes',
    title: /*i18n*/ 'policies.terms.changes.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.terms.changes.p1'} />
        </p>
        <p>
          <Say id={/*i18n*/ 'policies.terms.changes.p2'} />
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  const { i18n } = useLingui();
  return (
    <PolicyPage
      title={i18n._('policies.terms.title')}
      description={i18n._('policies.terms.description', {
        product: PRODUCT_NAME,
        hours: FULL_REFUND_HOURS_BEFORE_START,
      })}
      lead={<p>{i18n._('policies.terms.lead', { product: PRODUCT_NAME })}</p>}
      sections={TERMS_SECTIONS}
    />
  );
}

const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-is-responsible',
    title: /*i18n*/ 'policies.privacy.responsible.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.privacy.responsible.p1'} />
      </p>
    ),
  },
  {
    id: 'what-we-keep',
    title: /*i18n*/ 'policies.privacy.keep.title',
    body: (
      <ul>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.account'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.profile'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.applications'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.bookings'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.reviews'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.acceptance'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.keep.security'} />
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: /*i18n*/ 'policies.privacy.why.title',
    body: (
      <ul>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.why.contract'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.why.legitimate'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.why.law'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.why.consent'} />
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: /*i18n*/ 'policies.privacy.howLong.title',
    body: (
      <ul>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.account'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.bookings'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.sessions'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.resets'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.attempts'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.images'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.logs'} />
        </li>
        <li>
          <Say id={/*i18n*/ 'policies.privacy.howLong.newsletter'} />
        </li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: /*i18n*/ 'policies.privacy.whoSees.title',
    body: (
      <>
        <ul>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.everyone'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.guide'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.team'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.stripe'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.email'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.whoSees.hosting'} />
          </li>
        </ul>
        <p>
          <Say id={/*i18n*/ 'policies.privacy.whoSees.providers'} />
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: /*i18n*/ 'policies.privacy.rights.title',
    body: (
      <>
        <ul>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.rights.download'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.rights.correct'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.rights.delete'} />
          </li>
          <li>
            <Say id={/*i18n*/ 'policies.privacy.rights.object'} />
          </li>
        </ul>
        <p>
          <Say id={/*i18n*/ 'policies.privacy.rights.complain'} />
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: /*i18n*/ 'policies.privacy.cookies.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.privacy.cookies.p1'} />
      </p>
    ),
  },
  {
    id: 'changes',
    title: /*i18n*/ 'policies.privacy.changes.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.privacy.changes.p1'} />
      </p>
    ),
  },
];

export function PrivacyPage() {
  const { i18n } = useLingui();
  return (
    <PolicyPage
      title={i18n._('policies.privacy.title')}
      description={i18n._('policies.privacy.description', { product: PRODUCT_NAME })}
      lead={<p>{i18n._('policies.privacy.lead', { product: PRODUCT_NAME })}</p>}
      sections={PRIVACY_SECTIONS}
    />
  );
}

interface StoredItem {
  name: string;
  /** Message ids: what kind of storage, what it is for, how long it lasts. */
  kind: string;
  purpose: string;
  lifetime: string;
}

const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: SESSION_COOKIE_NAME,
    kind: /*i18n*/ 'policies.cookies.kind.cookie',
    purpose: /*i18n*/ 'policies.cookies.session.purpose',
    lifetime: /*i18n*/ 'policies.cookies.session.lifetime',
  },
  {
    name: 'luz:guide-signup-answers:{account}',
    kind: /*i18n*/ 'policies.cookies.kind.localStorage',
    purpose: /*i18n*/ 'policies.cookies.signupAnswers.purpose',
    lifetime: /*i18n*/ 'policies.cookies.signupAnswers.lifetime',
  },
  {
    name: 'luz:guide-application-draft:{account}',
    kind: /*i18n*/ 'policies.cookies.kind.sessionStorage',
    purpose: /*i18n*/ 'policies.cookies.applicationDraft.purpose',
    lifetime: /*i18n*/ 'policies.cookies.applicationDraft.lifetime',
  },
  {
    name: 'luz:booking-notes:{guide}',
    kind: /*i18n*/ 'policies.cookies.kind.sessionStorage',
    purpose: /*i18n*/ 'policies.cookies.bookingNotes.purpose',
    lifetime: /*i18n*/ 'policies.cookies.untilTabClosed',
  },
  {
    name: 'luz:scroll-positions',
    kind: /*i18n*/ 'policies.cookies.kind.sessionStorage',
    purpose: /*i18n*/ 'policies.cookies.scrollPositions.purpose',
    lifetime: /*i18n*/ 'policies.cookies.untilTabClosed',
  },
];

function StoredItemsTable() {
  const { i18n } = useLingui();
  return (
    <div className="overflow-hidden rounded-card border border-border bg-card shadow-soft">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{i18n._('policies.cookies.table.caption', VALUES)}</caption>
        <thead className="bg-sand-100 text-ink max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {i18n._('policies.cookies.table.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {i18n._('policies.cookies.table.purpose')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {i18n._('policies.cookies.table.lifetime')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {STORED_ITEMS.map((item) => (
            <tr key={item.name} className="grid gap-1 px-4 py-3 align-top sm:table-row sm:p-0">
              <th scope="row" className="font-normal sm:px-4 sm:py-3">
                <code className="font-mono text-xs break-all text-ink">{item.name}</code>
                <span className="mt-1 block text-xs text-ink-muted">{i18n._(item.kind)}</span>
              </th>
              <td className="sm:px-4 sm:py-3">{i18n._(item.purpose)}</td>
              <td className="sm:px-4 sm:py-3">
                <span className="font-medium text-ink sm:sr-only">
                  {i18n._('policies.cookies.table.lifetimeLabel')}{' '}
                </span>
                {i18n._(item.lifetime, VALUES)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const COOKIES_SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-we-set',
    title: /*i18n*/ 'policies.cookies.whatWeSet.title',
    body: (
      <>
        <p>
          <Say id={/*i18n*/ 'policies.cookies.whatWeSet.p1'} />
        </p>
        <StoredItemsTable />
      </>
    ),
  },
  {
    id: 'no-consent-banner',
    title: /*i18n*/ 'policies.cookies.noBanner.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.cookies.noBanner.p1'} />
      </p>
    ),
  },
  {
    id: 'payments',
    title: /*i18n*/ 'policies.cookies.payments.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.cookies.payments.p1'} />
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: /*i18n*/ 'policies.cookies.choices.title',
    body: (
      <p>
        <Say id={/*i18n*/ 'policies.cookies.choices.p1'} />
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  const { i18n } = useLingui();
  return (
    <PolicyPage
      title={i18n._('policies.cookies.title')}
      description={i18n._('policies.cookies.description', { product: PRODUCT_NAME })}
      lead={<p>{i18n._('policies.cookies.lead', { product: PRODUCT_NAME })}</p>}
      sections={COOKIES_SECTIONS}
    />
  );
}
