import { z } from 'zod';

/** The largest id PostgreSQL's `serial` holds; a larger number can name nothing. */
export const MAX_ID = 2_147_483_647;
export const NOT_AN_ID = /*i18n*/ 'contract.ids.notAnId';

/** A database id in a path or query string: a positive whole number. */
export const IdField = z.coerce
  .number({ error: NOT_AN_ID })
  .int(NOT_AN_ID)
  .positive(NOT_AN_ID)
  .max(MAX_ID, NOT_AN_ID);

/** Path parameters of `/api/<things>/{id}`. */
export const IdParams = z.object({ id: IdField });
