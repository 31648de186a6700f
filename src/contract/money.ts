const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});
const wholeEuros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Money is integer cents everywhere; this is the one place it becomes euros for people. */
export function formatEuros(cents: number): string {
  return cents % 100 === 0 ? wholeEuros.format(cents / 100) : euros.format(cents / 100);
}
