import { describe, expect, it } from 'vitest';
import { makeApiError } from '@domain/errors';
import type { WorkerAreaDeps } from '@worker/area-deps';
import type { ApiClient } from '@worker/http/client';
import { createLenderApi } from '@worker/lender/api';

function depsWith(client: Partial<ApiClient>): WorkerAreaDeps {
  return { client: client as ApiClient } as WorkerAreaDeps;
}

describe('the worker lender area', () => {
  it('posts the application to /legalEntityKYC/v1', async () => {
    const calls: Array<[string, unknown]> = [];
    const api = createLenderApi(
      depsWith({
        post: async <T>(path: string, body?: unknown) => {
          calls.push([path, body]);
          return { id: 'a1' } as T;
        },
      }),
    );
    const request = { director: {} } as unknown as Parameters<typeof api.submitApplication>[0];
    expect(await api.submitApplication(request)).toEqual({ id: 'a1' });
    expect(calls).toEqual([['/legalEntityKYC/v1', request]]);
  });

  it('answers null when the user has no application yet, and passes other failures on', async () => {
    const notFound = makeApiError(404, [{ code: 'LENDER_APPLICATION_NOT_FOUND', message: 'none', errorKey: 'LENDER_APPLICATION_NOT_FOUND' }]);
    const none = createLenderApi(depsWith({ get: () => Promise.reject(notFound) }));
    expect(await none.myApplication()).toBeNull();
    const offline = makeApiError(0, [{ code: 'NETWORK_ERROR', message: 'offline', errorKey: 'NETWORK_ERROR' }]);
    const failing = createLenderApi(depsWith({ get: () => Promise.reject(offline) }));
    await expect(failing.myApplication()).rejects.toEqual(offline);
  });
});
