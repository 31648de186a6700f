/** A field's label with "(optional)" after it, quieter than the label itself. */
export function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-ink-muted">(optional)</span>
    </>
  );
}
