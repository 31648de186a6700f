import type { ReactNode } from 'react';

/** The bar's word when there is no session to show: a heading line and a quieter second line. */
export function PlainSummary({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <p className="truncate font-semibold text-ink">{title}</p>
      {detail ? <p className="flex items-baseline justify-between gap-2 text-ink-muted">{detail}</p> : null}
    </>
  );
}
