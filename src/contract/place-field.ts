import { z } from 'zod';
import { PLACE_MESSAGES, placeNamed } from './places';

/**
 * A guide's place, one of `PLACES`: the application, the sign-up and the profile editor offer the
 * list, and the server refuses any other. Case and accents are forgiven and the list's spelling kept.
 */
export const placeField = z
  .string({ error: PLACE_MESSAGES.required })
  .trim()
  .min(1, { error: PLACE_MESSAGES.required, abort: true })
  .refine((text) => placeNamed(text) !== undefined, PLACE_MESSAGES.unknown)
  .transform((text) => placeNamed(text)!.name);
