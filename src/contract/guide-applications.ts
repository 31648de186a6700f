import { z } from 'zod';
import { APPLICATION_STATUSES } from './catalog';

/** What a guide sees of their own latest application. */
export const OwnApplicationStatus = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type OwnApplicationStatus = z.infer<typeof OwnApplicationStatus>;
