import { type Locale, localizedPath } from '@contract/locales';
import { POLICY_PATHS } from '@contract/policies';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';

/**
 * What pressing the form's button agrees to. The server records the acceptance with the version of the pages;
 * the links open in a new tab, so nothing typed into the form is lost by reading them.
 */
export function PolicyAcceptanceNote({
  action,
  asGuide = false,
  className,
}: {
  /** The opening words, already in the page's language: "By creating an account". */
  action: string;
  /** A guide's application also binds them to the guides' part of the Terms. */
  asGuide?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <p className={cn('text-center text-sm leading-relaxed text-ink-muted', className)}>
      <Trans
        id={asGuide ? /*i18n*/ 'policyNote.acceptAsGuide' : /*i18n*/ 'policyNote.accept'}
        values={{ action }}
        components={{
          0: <PolicyLink to={localizedPath(POLICY_PATHS.terms, locale)} />,
          1: <PolicyLink to={localizedPath(POLICY_PATHS.privacy, locale)} />,
        }}
      />
    </p>
  );
}

function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-link underline underline-offset-4 hover:text-teal-800"
    >
      {children}
      <span className="sr-only"> {i18n._('link.newTab')}</span>
    </a>
  );
}
