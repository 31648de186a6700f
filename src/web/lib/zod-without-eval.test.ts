import { expect, it } from 'vitest';

it('turns on zod’s jitless setting, so zod never probes for eval under the content security policy', async () => {
  await import('./zod-without-eval');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
