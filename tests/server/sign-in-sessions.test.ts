/** The idle limit (30 minutes of no use, on the machine's time) and "sign out everywhere" (issue 12). */
import { describe, expect, it } from 'vitest';
import type { LogoutEverywhereResponse } from '@domain/contract/sign-in';
import { SESSION_IDLE_LIMIT_MS } from '@server/sessions/sessions';
import { sha256Hex } from '@server/secrets';
import { advanceClock, bearer, call, signIn, uniquePhone } from './support';
import { platformForFile } from './support/file-platform';

const platform = platformForFile({ resetClock: true });

const lastUsedAgo = (token: string, ms: number) =>
  platform.db.query('update sessions set last_used_at = $2 where token_hash = $1', [
    sha256Hex(token),
    new Date(Date.now() - ms).toISOString(),
  ]);
const profileStatus = async (token: string) => (await call(platform.app, 'GET', '/v1/user', undefined, bearer(token))).status;

describe('the idle limit', () => {
  it('ends a session after 30 minutes without use, and a use within them keeps it alive', async () => {
    expect(SESSION_IDLE_LIMIT_MS).toBe(30 * 60 * 1000);
    const kept = (await signIn(platform.app)).bearerToken;
    await lastUsedAgo(kept, SESSION_IDLE_LIMIT_MS - 60_000);
    expect(await profileStatus(kept)).toBe(200);
    const [row] = await platform.db.query<{ age_ms: number }>(
      'select extract(epoch from (now() - last_used_at)) * 1000 as age_ms from sessions where token_hash = $1',
      [sha256Hex(kept)],
    );
    expect(Number(row?.age_ms)).toBeLessThan(60_000);

    const idle = (await signIn(platform.app)).bearerToken;
    await lastUsedAgo(idle, SESSION_IDLE_LIMIT_MS + 1_000);
    const answer = await call(platform.app, 'GET', '/v1/user', undefined, bearer(idle));
    expect(answer.status).toBe(401);
    expect(answer.errors[0]).toMatchObject({ code: 'UNAUTHORIZED', cause: 'invalid' });
  });

  it('is not ended by moving the sandbox clock (business dates, not a person idling)', async () => {
    const token = (await signIn(platform.app)).bearerToken;
    await advanceClock(platform.app, platform.clock, 3 * 24 * 60 * 60 * 1000);
    expect(await profileStatus(token)).toBe(200);
    await platform.clock.reset();
  });
});

describe('POST /v1/logout/all', () => {
  it('ends every session of the user on every device, and no one else’s', async () => {
    const phone = uniquePhone();
    const first = (await signIn(platform.app, phone)).bearerToken;
    const second = (await signIn(platform.app, phone)).bearerToken;
    const someoneElse = (await signIn(platform.app)).bearerToken;
    const answer = await call<LogoutEverywhereResponse>(platform.app, 'POST', '/v1/logout/all', undefined, bearer(second));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ loggedOut: true, sessionsEnded: 2 });
    expect(await profileStatus(first)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(someoneElse)).toBe(200);
    expect((await call(platform.app, 'POST', '/v1/logout/all', undefined, bearer(first))).status).toBe(401);
    expect((await call(platform.app, 'GET', '/v1/logout/all', undefined, bearer(someoneElse))).status).toBe(405);
  });
});
