/**
 * What a cache of the process holds now, in the units its bounds are set in: entries, and bytes as
 * the cache measures them. Read by tests and operators; nothing decides anything from it.
 */
export interface KeptInMemory {
  entries: number;
  bytes: number;
}
