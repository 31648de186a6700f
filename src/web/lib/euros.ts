/**
 * Forms take prices in euros; the API speaks integer cents (DESIGN.md, "Money"). Showing money is formatEuros's
 * job (src/contract/money.ts); these only convert what people type.
 */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** A number input's text as a number: empty stays undefined (so "required" reads right), text that is not a number is NaN. */
export function numberFromInput(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return Number(text.replace(',', '.'));
}
