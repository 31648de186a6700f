/** `npm run soak` (LUZ_SOAK=1): the same tests at sizes that take minutes instead of seconds. */
export const SOAK = process.env.LUZ_SOAK === '1';

/** The small size under `npm test`, the large one under `npm run soak`. */
export function bySize<T>(small: T, soak: T): T {
  return SOAK ? soak : small;
}
