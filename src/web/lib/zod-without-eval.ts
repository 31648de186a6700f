/**
 * What `zod` means in the web app (vite.config.ts aliases it here): zod itself, told before any schema is built
 * not to compile parsers with `new Function`. Merely probing for that breaks Luz's content security policy (no
 * 'unsafe-eval'), and the browser reports it as a violation on every page that loads a schema.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
