import { PRODUCT_NAME } from '@contract/brand';

interface PageMetaProps {
  /** The page's own title; " | Luz" is added. */
  title: string;
  description: string;
}

/** React 19 hoists <title> and <meta> into the document head. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
