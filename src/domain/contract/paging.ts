/**
 * The query of the paged lists (pay-later paid transactions, cicilan history): "paged (next page,
 * size default 20)". `page` is the previous answer's next_page, an opaque cursor, so a "show more"
 * never repeats a line when new ones arrive in between (page numbers would shift).
 */
import * as v from 'valibot';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  size: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE_SIZE)),
    String(DEFAULT_PAGE_SIZE),
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** 400 for a page or size that is not valid (an unknown or foreign cursor included); cause: the field. */
export const PAGE_QUERY_INVALID = 'PAGE_QUERY_INVALID';
