import { POLICY_PATHS } from '@contract/policies';
import type { ReactNode } from 'react';
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
  /** "By creating an account". */
  action: string;
  /** A guide's application also binds them to the guides' part of the Terms. */
  asGuide?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('text-center text-sm leading-relaxed text-ink-muted', className)}>
      {action} you accept the <PolicyLink to={POLICY_PATHS.terms}>Terms</PolicyLink>
      {asGuide ? ', including what they ask of guides,' : ''} and the{' '}
      <PolicyLink to={POLICY_PATHS.privacy}>Privacy policy</PolicyLink>.
    </p>
  );
}

function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-link underline underline-offset-4 hover:text-teal-800"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
