import type { Context } from 'hono';
import * as v from 'valibot';
import { type ErrorCode, type ErrorItem, PlatformError, errorItem, invalidPayload } from './errors';
import { isCleanText } from './input-guard';

/** Upper bound for any JSON body (50 events of a few hundred bytes fit many times over). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
const MAX_ISSUES_REPORTED = 10;
/** No request of the contract nests deeper than a few levels; far deeper is an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON body. A JSON content type is required: a cross-site HTML form cannot send one,
 * so no other site can make a visitor's browser request codes.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
    throw invalidPayload('The request body must be JSON, sent with the header Content-Type: application/json.', 'content-type');
  }
  const text = await c.req.text();
  if (text.trim() === '') throw invalidPayload('The request body is empty; a JSON body is required.', 'body');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw invalidPayload('The request body is not valid JSON.', 'body');
  }
  const problem = unusableJson(value, '', 0);
  if (problem) throw invalidPayload(problem.message, problem.path || 'body');
  return value;
}

/**
 * What valid JSON may still carry that no field means and that breaks what comes after the
 * schema: NUL or a lone surrogate in a string or a name (PostgreSQL refuses both), a number too
 * big to be finite (1e309 parses as Infinity), nesting deeper than any request.
 */
function unusableJson(value: unknown, path: string, depth: number): { message: string; path: string } | null {
  if (depth > MAX_JSON_DEPTH) return { message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`, path };
  if (typeof value === 'string') {
    return isCleanText(value)
      ? null
      : { message: `${fieldName(path)} holds a character that is not text (NUL or a lone surrogate).`, path };
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : { message: `${fieldName(path)} is a number too large.`, path };
  if (value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (!isCleanText(key))
      return { message: 'A field name holds a character that is not text (NUL or a lone surrogate).', path: path || 'body' };
    const problem = unusableJson(item, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const fieldName = (path: string): string => (path ? `Field "${path}"` : 'The request body');

/**
 * Reads an HTML form's fields (urlencoded or multipart). A body the reader cannot parse (a
 * multipart without a boundary, a broken part) is a 400, not an exception; so is a field that
 * is not text.
 */
export async function readFormBody(c: Context): Promise<Record<string, string | File>> {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw invalidPayload('The form could not be read: check its Content-Type and encoding.', 'body');
  }
  for (const [name, value] of Object.entries(form)) {
    if (!isCleanText(name) || (typeof value === 'string' && !isCleanText(value))) {
      throw invalidPayload('A form field holds a character that is not text (NUL or a lone surrogate).', isCleanText(name) ? name : 'body');
    }
  }
  return form;
}

/** "Field "otp" is required." and the like: names the field and says what is wrong with it. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const subject = path ? `Field "${path}"` : 'The request body';
  if (issue.kind === 'schema' && issue.input === undefined && path) return `${subject} is required.`;
  // A union's own type names say nothing ("Object"): its message says which forms it accepts.
  if (issue.type === 'union') return `${subject} is not valid: ${issue.message}.`;
  if (issue.kind === 'schema')
    return `${subject} has the wrong type: expected ${issue.expected ?? 'another type'}, received ${issue.received}.`;
  return `${subject} is not valid: ${issue.message}.`;
}

/** Turns one issue into an error item; the default is INVALID_REQUEST_PAYLOAD naming the field. */
export type IssueMapper = (issue: v.BaseIssue<unknown>) => ErrorItem;

const defaultIssueMapper: IssueMapper = (issue) =>
  errorItem('INVALID_REQUEST_PAYLOAD', describeIssue(issue), v.getDotPath(issue) ?? 'body');

/** Validates with a contract schema; every failure is a 400 listing the fields at fault. */
export function parseWith<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  mapIssue: IssueMapper = defaultIssueMapper,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const items = result.issues.slice(0, MAX_ISSUES_REPORTED).map(mapIssue);
  throw new PlatformError(400, items);
}

export function issueMapperWith(code: ErrorCode, decide: (issue: v.BaseIssue<unknown>) => string | null): IssueMapper {
  return (issue) => {
    const message = decide(issue);
    return message === null ? defaultIssueMapper(issue) : errorItem(code, message, v.getDotPath(issue) ?? 'body');
  };
}
