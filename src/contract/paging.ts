import { z } from 'zod';
import { messageWith } from './messages';

export const PAGE_MAX = 10_000;

/** The `page` and `pageSize` of a paged list's query string, with the messages every list uses. */
export function pageQueryFields(defaultSize: number, maxSize: number) {
  const sizeMessage = messageWith(/*i18n*/ 'contract.paging.pageSizeOutOfRange', { max: maxSize });
  return {
    page: z.coerce
      .number({ error: /*i18n*/ 'contract.paging.pageMustBeAWhole' })
      .int(/*i18n*/ 'contract.paging.pageMustBeAWhole')
      .min(1, /*i18n*/ 'contract.paging.pageMustBeAWhole')
      .max(PAGE_MAX, messageWith(/*i18n*/ 'contract.paging.pageTooHigh', { max: PAGE_MAX }))
      .default(1),
    pageSize: z.coerce
      .number({ error: sizeMessage })
      .int(sizeMessage)
      .min(1, sizeMessage)
      .max(maxSize, sizeMessage)
      .default(defaultSize),
  };
}

/** A page of rows and how many rows there are over all pages. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
