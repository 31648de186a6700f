import { useLingui } from '@/components/i18n';

/** A field's label with "(optional)" after it, quieter than the label itself. */
export function OptionalLabel({ children }: { children: string }) {
  const { i18n } = useLingui();
  return (
    <>
      {children} <span className="font-normal text-ink-muted">{i18n._('field.optional')}</span>
    </>
  );
}
