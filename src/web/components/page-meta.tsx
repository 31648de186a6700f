import { PRODUCT_NAME } from '@contract/brand';
import { useHydrated } from '@/lib/use-hydrated';

interface PageMetaProps {
  /** The page's own title; " | Luz" is added. */
  title: string;
  description: string;
}

/**
 * React 19 hoists <title> and <meta> into the document head. A server-drawn page already has its head from the
 * server (features/seo), so these join once the browser has taken the page over, not inside the markup it
 * takes over.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  if (!useHydrated()) return null;
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
