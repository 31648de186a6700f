import { PRODUCT_NAME } from '@contract/brand';
import { Badge } from '@/components/ui/badge';
import { useLingui } from '@/i18n';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** The logo mark, the name and the BETA badge; a link home. */
export function BrandLogo({ className, showBeta = true }: { className?: string; showBeta?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/"
      className={cn('group inline-flex items-center gap-2.5 rounded-lg', className)}
      // The name starts with the words shown, so people who speak to their device can say what they see.
      aria-label={
        showBeta
          ? i18n._('brand.homeWithBeta', { product: PRODUCT_NAME })
          : i18n._('brand.home', { product: PRODUCT_NAME })
      }
    >
      <img src="/logo-mark.svg" alt="" width={36} height={36} className="size-9" />
      <span className="font-display text-2xl font-semibold tracking-tight text-azulejo-900">
        {PRODUCT_NAME}
      </span>
      {/* A flex container drops the space from the layout; it keeps "Luz BETA" two words for assistive technology. */}
      {showBeta ? (
        <>
          {' '}
          <Badge variant="beta">{i18n._('brand.beta')}</Badge>
        </>
      ) : null}
    </Link>
  );
}
