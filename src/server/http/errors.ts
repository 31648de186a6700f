/**
 * The errors services throw now live in `src/server/errors.ts`; this name stays for the modules of
 * the listing that still import it from here.
 */
export * from '../errors';
