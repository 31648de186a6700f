import { PRODUCT_NAME } from '@contract/brand';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Badge } from './ui/badge';

/** The logo mark, the name and the BETA badge; a link home. */
export function BrandLogo({ className, showBeta = true }: { className?: string; showBeta?: boolean }) {
  return (
    <Link
      to="/"
      className={cn('group inline-flex items-center gap-2.5 rounded-lg', className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <img src="/logo-mark.svg" alt="" width={36} height={36} className="size-9" />
      <span className="font-display text-2xl font-semibold tracking-tight text-azulejo-900">
        {PRODUCT_NAME}
      </span>
      {showBeta ? <Badge variant="beta">BETA</Badge> : null}
    </Link>
  );
}
