import { z } from 'zod';
import { IdField } from './ids';
import { PractitionerCard } from './practitioners';

export const FavoriteIds = z.object({ practitionerIds: z.array(z.number().int()) });
export const FavoriteList = z.object({ items: z.array(PractitionerCard) });

/** PUT and DELETE /api/favorites/{practitionerId}. */
export const FavoriteParams = z.object({ practitionerId: IdField });
