/**
 * Zod compiles fast parsers with `new Function` when it may; under Luz's content security policy (no
 * 'unsafe-eval') its probe for that is refused, and the browser reports the refusal as a policy
 * violation. Its `jitless` setting skips the probe. Zod keeps its settings on `globalThis` (so that
 * every copy of it shares them), which lets the first page set this without loading zod itself,
 * which only the forms load (decision 010). zod-without-eval.test.ts checks zod reads it.
 */
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig ??= {};
// Changed in place: a zod that has already loaded holds on to this very object.
zodSettings.__zod_globalConfig.jitless = true;

export {};
