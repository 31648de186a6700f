/** The constraint a unique violation (SQLSTATE 23505) broke, from pg's or PGlite's error, however drizzle wraps it. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
