import type { Context } from 'hono';
import * as v from 'valibot';
import { type ErrorCode, type ErrorItem, PlatformError, errorItem, invalidPayload } from './errors';

/** Upper bound for any JSON body (50 events of a few hundred bytes fit many times over). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
const MAX_ISSUES_REPORTED = 10;

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
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidPayload('The request body is not valid JSON.', 'body');
  }
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
