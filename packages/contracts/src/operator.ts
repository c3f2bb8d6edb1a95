import { z } from 'zod';

/*
 * What the operator (back-office) contracts of every module share: how their lists are paged and
 * how they write a time. Each module's `<module>.operator.ts` imports it; the entry point does not
 * export it.
 */

export const isoTime = z.string().describe('ISO 8601 time (UTC).');

/** A list's query: `page` from 1, `limit` 20 by default and at most 100. */
export const operatorPageQueryFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** What a paged answer adds to its list: the page asked, its size, and whether another follows. */
export const operatorPageFields = {
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
};

/**
 * Whom a row is about, as operators name users (product.md §14): the public uid and the e-mail,
 * else the phone (null: neither). Never the internal id alone.
 */
export const operatorUserLabelSchema = z.object({
  uid: z.number().int(),
  contact: z.string().nullable(),
});
export type OperatorUserLabel = z.infer<typeof operatorUserLabelSchema>;
