import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import {
  COOKIES_PAGE_TEXT,
  FULL_REFUND_HOURS_BEFORE_START,
  POLICIES_UPDATED_ON,
  POLICY_PATHS,
  PRIVACY_PAGE_TEXT,
  REFUND_RULE,
  SESSION_COOKIE_NAME,
  SESSION_LIFETIME_DAYS,
  TERMS_PAGE_TEXT,
} from '@contract/policies';
import type { ReactNode } from 'react';
import { CANCELLATIONS_SECTION_ID } from '@/components/cancellation-policy';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/lib/router';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
    {SUPPORT_EMAIL}
  </a>
);

function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-link underline underline-offset-4">
      {children}
    </Link>
  );
}

/** The page's own title without " | Luz", which PageMeta adds. */
const ownTitle = (title: string) => title.replace(` | ${PRODUCT_NAME}`, '');

/** The three policy pages share one layout: a heading, the date they changed, contents, then sections. */
function PolicyPage({
  eyebrow,
  title,
  description,
  lead,
  sections,
}: {
  eyebrow: string;
  title: string;
  description: string;
  lead: ReactNode;
  sections: readonly PolicySection[];
}) {
  return (
    <>
      <PageMeta title={ownTitle(title)} description={description} />
      <section className="border-b border-border bg-sand-100/60">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
          <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {ownTitle(title)}
          </h1>
          <p className="mt-3 text-sm text-ink-muted">Last updated {POLICIES_UPDATED_ON}</p>
          <div className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-muted">{lead}</div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr] lg:gap-14 lg:px-8 lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-sans text-sm font-semibold text-ink">On this page</h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-ink-muted underline-offset-4 hover:text-azulejo-700 hover:underline"
                >
                  {section.title}
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
                {section.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:grid [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <p className="rounded-card border border-border bg-card p-5 text-ink-muted shadow-soft">
            Read also: <PolicyLink to={POLICY_PATHS.terms}>Terms of Use</PolicyLink> ·{' '}
            <PolicyLink to={POLICY_PATHS.privacy}>Privacy Policy</PolicyLink> ·{' '}
            <PolicyLink to={POLICY_PATHS.cookies}>Cookie Policy</PolicyLink>. Questions? Write to {mail}.
          </p>
        </div>
      </div>
    </>
  );
}

const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is an online marketplace, based in Lisbon, where people looking for wellness and
          spiritual sessions (<strong>seekers</strong>) find, book and pay for sessions with practitioners (
          <strong>guides</strong>). {PRODUCT_NAME} runs the website, reviews the guides who apply, takes
          payments and handles refunds. The sessions themselves are given by the guides, who are independent
          practitioners, not employees of {PRODUCT_NAME}.
        </p>
        <p>
          {PRODUCT_NAME} is in beta: we are growing carefully and some features are still changing. You can
          reach us at any time at {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          By creating an account you accept these Terms and our{' '}
          <PolicyLink to={POLICY_PATHS.privacy}>Privacy Policy</PolicyLink>. We record the date and the
          version you accepted. {PRODUCT_NAME} is for adults: you must be 18 or over to create an account.
        </p>
        <ul>
          <li>Give your real name and an email address you read: we send your bookings and refunds there.</li>
          <li>Keep your password to yourself. You are responsible for what is done from your account.</li>
          <li>One person, one account. Accounts cannot be sold or handed over.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'booking-and-paying',
    title: 'Booking and paying',
    body: (
      <>
        <p>
          Each guide sets the price of their sessions, in euros. The price you see on the booking card is the
          price you pay, with nothing added at checkout. When you book, we hold your spot for a few minutes
          while you pay by card on the secure checkout page; if the payment does not go through in that time,
          the spot is released and nothing is charged.
        </p>
        <p>
          Card payments are processed by our payment provider, Stripe. {PRODUCT_NAME} never sees or stores
          your full card number. Your booking is confirmed once the payment has succeeded, and we send you a
          confirmation email with a calendar invitation.
        </p>
        <p>
          {PRODUCT_NAME} keeps a commission from each paid booking before paying the guide. It is agreed with
          each guide when they join and never changes the price you pay.
        </p>
        <p>
          If a payment does not match the price of the booking, we keep your spot while we check it, then
          either confirm the booking or refund the payment in full.
        </p>
      </>
    ),
  },
  {
    id: CANCELLATIONS_SECTION_ID,
    title: 'Cancellations and refunds',
    body: (
      <>
        <p className="rounded-2xl bg-teal-50 p-4 text-ink">
          <strong>Cancellation policy.</strong> {REFUND_RULE}
        </p>
        <ul>
          <li>
            You cancel from My Bookings. Before you confirm, the dialog tells you exactly what you would get
            back.
          </li>
          <li>
            The {FULL_REFUND_HOURS_BEFORE_START} hours are counted to the start of the session, in Lisbon
            time.
          </li>
          <li>
            If a guide cancels a session, or {PRODUCT_NAME} cancels it, every seeker booked on it gets a full
            refund, whenever it happens.
          </li>
          <li>
            Refunds go back to the card you paid with. Your bank usually shows them within 5 to 10 business
            days.
          </li>
          <li>
            A booking you did not pay for (a spot held at checkout) can be cancelled at any time, at no cost.
          </li>
        </ul>
        <p>
          These rules do not take away any right that consumer law gives you. If something went wrong with a
          session, write to us at {mail} and we will look into it.
        </p>
      </>
    ),
  },
  {
    id: 'guides',
    title: "Guides' obligations",
    body: (
      <>
        <p>
          Guides apply through {PRODUCT_NAME}; our team reviews each application before a guide can publish a
          single session. Submitting an application accepts these Terms again, including this section. As a
          guide you agree to:
        </p>
        <ul>
          <li>
            Tell the truth about yourself, your training and your experience, and keep your profile, prices
            and sessions up to date.
          </li>
          <li>
            Hold every session you publish at the time and place you announced, for the price shown. If you
            cannot, cancel it on {PRODUCT_NAME}: every seeker booked on it is refunded in full and told by
            email.
          </li>
          <li>
            Take payment for sessions booked on {PRODUCT_NAME} only through {PRODUCT_NAME}, never on the side.
          </li>
          <li>
            Use the names and notes of the seekers who book you only to prepare and give their session, and
            keep them confidential. Write to them through the booking's messages on {PRODUCT_NAME}, and do not
            share what they tell you.
          </li>
          <li>
            Hold any licence, insurance or qualification your practice requires in Portugal, and keep your
            sessions safe, respectful and free of pressure.
          </li>
          <li>
            Never present a session as a replacement for medical or psychological care, nor diagnose,
            prescribe or advise anyone to stop a treatment.
          </li>
        </ul>
        <p>
          We may hide a profile or close the account of a guide who breaks these rules. Seekers with upcoming
          bookings are then refunded in full.
        </p>
      </>
    ),
  },
  {
    id: 'seekers',
    title: 'What we ask of seekers',
    body: (
      <ul>
        <li>Arrive on time, and cancel through {PRODUCT_NAME} if you cannot come.</li>
        <li>
          Wellness and spiritual sessions are not medical treatment. If you have a health condition that
          matters for a session, tell your guide in the booking notes, and keep seeing your doctor.
        </li>
        <li>Treat guides and other participants with respect.</li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <>
        <p>
          Only seekers who attended a session can review it, once it has ended. Reviews are shown with the
          author's first name and initial. Write about your own experience, honestly and politely: no insults,
          no personal details of others, no advertising, and nothing written for or against a guide in
          exchange for anything.
        </p>
        <p>
          We never edit a review or invent a rating. We may remove a review that breaks these rules; a removed
          review no longer counts in the guide's rating. If you think a review breaks them, write to us at{' '}
          {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'closing-an-account',
    title: 'Closing an account',
    body: (
      <>
        <p>
          You can download your data and delete your account at any time from your profile. What happens to
          your bookings and reviews is explained in our{' '}
          <PolicyLink to={`${POLICY_PATHS.privacy}#your-rights`}>Privacy Policy</PolicyLink>. A guide can
          delete their account once they have no upcoming bookings, or after cancelling them, which refunds
          every seeker in full.
        </p>
        <p>
          We may suspend or close an account that breaks these Terms, after telling its owner why, unless the
          safety of others requires us to act at once.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Responsibility',
    body: (
      <p>
        {PRODUCT_NAME} is responsible for the website, for taking payments and for refunds as these Terms
        describe. Each guide is responsible for the sessions they give. Nothing in these Terms limits a
        responsibility that the law does not allow us to limit, nor your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and the law that applies',
    body: (
      <>
        <p>
          When we change these Terms, we change the date at the top and tell you before the change applies to
          you; a change never applies to a booking already paid. These Terms are governed by Portuguese law.
          If you live elsewhere in the European Union, you also keep the protection of the law of your
          country.
        </p>
        <p>Questions about these Terms? Write to us at {mail}.</p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title={TERMS_PAGE_TEXT.title}
      description={TERMS_PAGE_TEXT.description}
      lead={
        <p>
          The agreement between {PRODUCT_NAME}, the seekers who book sessions and the guides who give them, in
          plain words.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}

const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-is-responsible',
    title: 'Who is responsible',
    body: (
      <p>
        {PRODUCT_NAME} decides what personal data the website keeps and why: under the EU's General Data
        Protection Regulation (GDPR), we are its controller. For anything about your data, write to {mail}; we
        answer within a month.
      </p>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What we keep',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> username, email address, name, whether you are a seeker or a guide,
          and when you joined. Your password is kept only as a one-way hash; nobody at {PRODUCT_NAME} can read
          it.
        </li>
        <li>
          <strong>Your profile:</strong> what you choose to add (city, country, a short bio). For guides, the
          public profile: photo, bio, practice, neighbourhood, languages, credentials, prices, availability,
          gallery and links.
        </li>
        <li>
          <strong>Guide applications:</strong> the answers you sent (experience, training, approach, a
          professional reference's email, prices) and our decision.
        </li>
        <li>
          <strong>Bookings:</strong> the session, the notes you wrote to the guide, the status, the amounts
          paid and refunded, and the payment provider's reference. Never your card number.
        </li>
        <li>
          <strong>Reviews and saved guides</strong>, and your newsletter subscription if you asked for one.
        </li>
        <li>
          <strong>Your acceptance of these policies:</strong> the version and the time.
        </li>
        <li>
          <strong>Security records:</strong> a fingerprint (hash) of your sign-in cookie, password-reset links
          (as hashes), counters of attempts per network address to stop password guessing, and the server's
          request logs.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we keep it',
    body: (
      <ul>
        <li>
          <strong>To provide the service you asked for</strong> (GDPR article 6(1)(b)): your account, your
          bookings, payments, refunds and the emails about them, and for guides, their profile and sessions.
        </li>
        <li>
          <strong>To keep Luz safe and fair</strong> (our legitimate interest, article 6(1)(f)): stopping
          abuse and fraud, reviewing guides before they are listed, and showing honest reviews.
        </li>
        <li>
          <strong>Because the law requires it</strong> (article 6(1)(c)): records of payments and refunds for
          accounting and tax.
        </li>
        <li>
          <strong>Because you asked</strong> (consent, article 6(1)(a)): the newsletter. You can withdraw at
          any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account, profile, saved guides and applications: until you delete your account.</li>
        <li>
          Bookings and payments: after you delete your account, kept with your name and email removed, for the
          guide's records and ours, and as long as Portuguese accounting and tax law requires.
        </li>
        <li>Sign-in sessions: {SESSION_LIFETIME_DAYS} days, or until you sign out.</li>
        <li>Password-reset links: one hour, and they work only once.</li>
        <li>Counters of sign-in attempts: until their window ends, at most an hour.</li>
        <li>Images you uploaded: deleted within a day once nothing shows them any more.</li>
        <li>Request logs: only as long as needed to run and secure the service.</li>
        <li>Newsletter: until you ask us to stop.</li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    body: (
      <>
        <ul>
          <li>
            <strong>Everyone:</strong> a guide's public profile, and reviews, signed with the author's first
            name and initial.
          </li>
          <li>
            <strong>Your guide:</strong> when you book a session, the guide sees your name, your booking notes
            and the booking itself, to prepare and give the session. The Terms forbid them to use it for
            anything else. Your guide never sees your email address, nor you theirs: you write to each other
            through the booking's messages on {PRODUCT_NAME}.
          </li>
          <li>
            <strong>{PRODUCT_NAME}'s team:</strong> the few people who run {PRODUCT_NAME} see what they need
            to review guides, help you and settle payments. What admins change is recorded in an audit log.
          </li>
          <li>
            <strong>Stripe</strong> processes card payments and refunds. Card details go straight to Stripe
            and never through {PRODUCT_NAME}.
          </li>
          <li>
            <strong>Our email provider</strong> delivers the emails we send you (confirmations, cancellations,
            password resets).
          </li>
          <li>
            <strong>Our hosting and storage providers</strong> keep the database and uploaded images on our
            behalf.
          </li>
        </ul>
        <p>
          Providers act on our instructions, under contracts the GDPR requires. Where one of them processes
          data outside the European Economic Area (Stripe may), it is under the safeguards the GDPR provides.
          We never sell your data and show no advertising.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights: your data and your account',
    body: (
      <>
        <ul>
          <li>
            <strong>Download your data</strong> (GDPR articles 15 and 20): from your profile, download
            everything
            {` ${PRODUCT_NAME} `}keeps about you as one JSON file.
          </li>
          <li>
            <strong>Correct it</strong> (article 16): edit your profile at any time, or write to us.
          </li>
          <li>
            <strong>Delete your account</strong> (article 17): from your profile. Your account, profile, saved
            guides and sign-in sessions are deleted, and signing in no longer works. Your bookings stay for
            the guide's and
            {` ${PRODUCT_NAME}`}'s records, with you removed from them. Your reviews stay, shown as written by
            a "former member", so a guide's rating stays true. A guide can delete their account once they have
            no upcoming bookings, or after cancelling them, which refunds every seeker in full. Each deletion
            is recorded in our admin audit log.
          </li>
          <li>
            <strong>Object or ask us to restrict</strong> what we do with your data (articles 18 and 21):
            write to {mail}.
          </li>
        </ul>
        <p>
          If you think we have not respected your rights, you can complain to the Portuguese data protection
          authority, the Comissão Nacional de Proteção de Dados (CNPD, cnpd.pt), or the authority of your
          country.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        {PRODUCT_NAME} sets one cookie, to keep you signed in, and no advertising or tracking cookies. The{' '}
        <PolicyLink to={POLICY_PATHS.cookies}>Cookie Policy</PolicyLink> lists it, with what the site keeps in
        your browser.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: (
      <p>
        When this policy changes, we change the date at the top and tell you before the change applies to you.
        Questions? Write to {mail}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title={PRIVACY_PAGE_TEXT.title}
      description={PRIVACY_PAGE_TEXT.description}
      lead={
        <p>
          What {PRODUCT_NAME} keeps about you, why, for how long and who sees it, and how to download it or
          delete your account.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}

interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: SESSION_COOKIE_NAME,
    kind: 'Cookie, set by Luz',
    purpose:
      'Keeps you signed in. It holds a random token; we keep only its fingerprint. Scripts cannot read it, and it is sent only to Luz.',
    lifetime: `${SESSION_LIFETIME_DAYS} days from signing in, or until you sign out`,
  },
  {
    name: 'luz:guide-signup-answers:{account}',
    kind: 'Local storage',
    purpose:
      'The answers of the guide sign-up (name, email, city, practice), so the application that follows starts filled in.',
    lifetime: 'Until the application is sent',
  },
  {
    name: 'luz:guide-application-draft:{account}',
    kind: 'Session storage',
    purpose: 'The guide application typed so far, so a reload loses nothing.',
    lifetime: 'Until the tab is closed or the application sent',
  },
  {
    name: 'luz:booking-notes:{guide}',
    kind: 'Session storage',
    purpose: 'The notes you typed for a guide while you complete your profile before booking.',
    lifetime: 'Until the tab is closed',
  },
  {
    name: 'luz:scroll-positions',
    kind: 'Session storage',
    purpose: 'Where you were on the last pages you saw, so the Back button returns you there.',
    lifetime: 'Until the tab is closed',
  },
];

const COOKIES_SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-we-set',
    title: 'What Luz keeps in your browser',
    body: (
      <>
        <p>
          One cookie and a few entries in your browser's storage, all needed for what you asked the site to
          do. None tracks you across sites, and none is shared with anyone.
        </p>
        <div className="overflow-hidden rounded-card border border-border bg-card shadow-soft">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cookies and browser storage used by {PRODUCT_NAME}</caption>
            <thead className="bg-sand-100 text-ink max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {STORED_ITEMS.map((item) => (
                <tr key={item.name} className="grid gap-1 px-4 py-3 align-top sm:table-row sm:p-0">
                  <th scope="row" className="font-normal sm:px-4 sm:py-3">
                    <code className="font-mono text-xs break-all text-ink">{item.name}</code>
                    <span className="mt-1 block text-xs text-ink-muted">{item.kind}</span>
                  </th>
                  <td className="sm:px-4 sm:py-3">{item.purpose}</td>
                  <td className="sm:px-4 sm:py-3">
                    <span className="font-medium text-ink sm:sr-only">Lifetime: </span>
                    {item.lifetime}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'no-consent-banner',
    title: 'Why there is no cookie banner',
    body: (
      <p>
        The law asks for your consent before a site stores anything that is not strictly necessary. Everything
        above is strictly necessary for signing in, applying or booking, so {PRODUCT_NAME} asks nothing and
        sets no analytics, advertising or social media cookies.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Paying with Stripe',
    body: (
      <p>
        When card payments go through Stripe, the checkout page you are sent to is Stripe's, on Stripe's own
        address. Stripe sets its own cookies there, to process the payment and prevent fraud, as Stripe's
        cookie policy describes. {PRODUCT_NAME} cannot read them.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <p>
        You can delete cookies and site data from your browser's settings at any time. Deleting the session
        cookie signs you out; the storage entries only lose a draft or a scroll position. Questions? Write to{' '}
        {mail}.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title={COOKIES_PAGE_TEXT.title}
      description={COOKIES_PAGE_TEXT.description}
      lead={
        <p>The one cookie {PRODUCT_NAME} sets, and what the site keeps in your browser, with how long.</p>
      }
      sections={COOKIES_SECTIONS}
    />
  );
}
