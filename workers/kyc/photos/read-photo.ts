/**
 * Reads a stored KYC photo back for its preview. The platform's read address needs the owner's
 * session as well as its signature, and the bearer token never leaves the worker, so the worker
 * fetches the bytes and the page shows them from a blob: URL.
 */
import { HEADER_AUTHORIZATION } from '@domain/contract/http';
import { apiErrorFromResponse, networkApiError } from '@domain/errors';
import { resolveBaseUrl, type FetchFn } from '@worker/http/client';

export async function readStoredPhoto(fetchFn: FetchFn, apiBaseUrl: string, readUrl: string, token: string | null): Promise<ArrayBuffer> {
  const url = new URL(readUrl, `${resolveBaseUrl(apiBaseUrl)}/`).toString();
  let response: Response;
  try {
    response = await fetchFn(url, { headers: token ? { [HEADER_AUTHORIZATION]: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    throw networkApiError();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not the platform's envelope
    }
    throw apiErrorFromResponse(response.status, body);
  }
  return response.arrayBuffer();
}
