/**
 * The paged lists' query (contract/paging.ts): `size`, and `page` an opaque cursor naming the last
 * item shown, so a "show more" never repeats an item when newer ones arrive in between. A cursor is
 * bound to its list and its owner: one made for another list or user is refused like a broken one.
 */
import * as v from 'valibot';
import { PAGE_QUERY_INVALID, PageQuerySchema } from '@domain/contract/paging';
import { PlatformError } from './errors';

/** Where a page ends in a list ordered newest first by (date, id). */
export interface PagePosition {
  /** ISO instant. */
  date: string;
  id: string;
}

export interface PageRequest {
  size: number;
  after: PagePosition | null;
}

interface CursorBody {
  list: string;
  owner: string;
  date: string;
  id: string;
}

function invalidPage(field: 'page' | 'size', message: string): PlatformError {
  return PlatformError.of(400, PAGE_QUERY_INVALID, message, field);
}

export function encodeCursor(list: string, owner: string, position: PagePosition): string {
  const body: CursorBody = { list, owner, date: position.date, id: position.id };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function decodeCursor(raw: string, list: string, owner: string): PagePosition {
  try {
    const body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<CursorBody>;
    if (
      body.list === list &&
      body.owner === owner &&
      typeof body.date === 'string' &&
      typeof body.id === 'string' &&
      !Number.isNaN(Date.parse(body.date))
    ) {
      return { date: body.date, id: body.id };
    }
  } catch {
    // Not base64url JSON: refused below like any other cursor that is not this list's.
  }
  throw invalidPage('page', 'Query parameter "page" must be the next_page of the previous answer of this list.');
}

export function readPageQuery(query: Record<string, string>, list: string, owner: string): PageRequest {
  const parsed = v.safeParse(PageQuerySchema, { page: query.page, size: query.size });
  if (!parsed.success) {
    const field = v.getDotPath(parsed.issues[0]) === 'page' ? 'page' : 'size';
    throw invalidPage(
      field,
      field === 'size' ? 'Query parameter "size" must be a whole number from 1 to 50.' : 'Query parameter "page" is not valid.',
    );
  }
  return { size: parsed.output.size, after: parsed.output.page === undefined ? null : decodeCursor(parsed.output.page, list, owner) };
}

/** Newest first: later date first, then the larger id. */
export function newestFirst(a: PagePosition, b: PagePosition): number {
  return b.date.localeCompare(a.date) || b.id.localeCompare(a.id);
}

/** One page of a list, newest first, and the cursor of the next (null at the end). */
export function pageOf<T>(
  items: readonly T[],
  positionOf: (item: T) => PagePosition,
  request: PageRequest,
  list: string,
  owner: string,
): { items: T[]; next: string | null } {
  const after = request.after;
  const sorted = [...items].sort((a, b) => newestFirst(positionOf(a), positionOf(b)));
  const rest = after ? sorted.filter((item) => newestFirst(after, positionOf(item)) < 0) : sorted;
  const page = rest.slice(0, request.size);
  const last = page[page.length - 1];
  return { items: page, next: rest.length > request.size && last ? encodeCursor(list, owner, positionOf(last)) : null };
}
