import type { ReactNode } from 'react';

/** The eyebrow, heading and line that open each section of the home page. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-ink-muted">{children}</p> : null}
    </div>
  );
}
