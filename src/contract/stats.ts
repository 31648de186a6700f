import { z } from 'zod';

/** Real counts behind the marketing figures of /auth. */
export const PlatformStats = z.object({
  modalities: z.number().int(),
  practitioners: z.number().int(),
  clients: z.number().int(),
});
export type PlatformStats = z.infer<typeof PlatformStats>;
