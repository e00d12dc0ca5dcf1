import { SLIK_ANSWERS } from './support/slik-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlikPostResponse, SlikPrefill } from '@domain/contract/kyc/progressive';
import { type TestPlatform, bearer, call, createTestPlatform, signIn } from './support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

const PATH = '/pls/user-questionnaires/v1';

const answers = (customerId: string) => ({ customerId, ...SLIK_ANSWERS });

async function me(token: string): Promise<string> {
  return (await call<{ userId: string }>(platform.app, 'GET', '/v1/user', undefined, bearer(token))).data.userId;
}

describe('the SLIK questionnaire', () => {
  it('answers 400 QUESTIONNAIRE_NOT_AVAILABLE when the bureau has no record, and 401 without a session', async () => {
    expect((await call(platform.app, 'GET', PATH)).status).toBe(401);
    const session = await signIn(platform.app);
    const answer = await call(platform.app, 'GET', PATH, undefined, bearer(session.bearerToken));
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.code).toBe('QUESTIONNAIRE_NOT_AVAILABLE');
  });

  it("prefills the bureau's values, with 'dummy' where it knows nothing", async () => {
    const session = await signIn(platform.app);
    await call(platform.app, 'POST', '/sandbox/slik/bureau-record', {
      phone: session.phone.e164,
      values: { employer: 'PT Bureau', latestEducation: 'MASTERS_OR_EQUIVALENT', emailAddress: 'dummy' },
    });
    const answer = await call<SlikPrefill>(platform.app, 'GET', PATH, undefined, bearer(session.bearerToken));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      customerId: await me(session.bearerToken),
      employer: 'PT Bureau',
      latestEducation: 'MASTERS_OR_EQUIVALENT',
      emailAddress: 'dummy',
      motherMaidenName: 'dummy',
    });
  });

  it('stores what the user sends, and reads it back', async () => {
    const session = await signIn(platform.app);
    const id = await me(session.bearerToken);
    const posted = await call<SlikPostResponse>(platform.app, 'POST', PATH, answers(id), bearer(session.bearerToken));
    expect(posted.status).toBe(200);
    expect(posted.data).toEqual({ success: true });
    const stored = await platform.db.query<{ answers: unknown }>('select answers from slik_questionnaires where user_id = $1', [id]);
    expect(stored[0]?.answers).toEqual(answers(id));
    const read = await call<SlikPrefill>(platform.app, 'GET', PATH, undefined, bearer(session.bearerToken));
    expect(read.data).toEqual(answers(id));
  });

  it("answers success false with the bureau's message when it refuses the data", async () => {
    const session = await signIn(platform.app);
    await call(platform.app, 'POST', '/sandbox/slik/bureau-record', {
      phone: session.phone.e164,
      rejectWith: "The mother's maiden name does not match the ID.",
    });
    const id = await me(session.bearerToken);
    const posted = await call<SlikPostResponse>(platform.app, 'POST', PATH, answers(id), bearer(session.bearerToken));
    expect(posted.data).toEqual({ success: false, error: { message: "The mother's maiden name does not match the ID." } });
    expect(await platform.db.query('select 1 from slik_questionnaires where user_id = $1', [id])).toEqual([]);
  });

  it('refuses answers for someone else, and values outside the lists', async () => {
    const owner = await signIn(platform.app);
    const other = await signIn(platform.app);
    const forOther = await call(platform.app, 'POST', PATH, answers(await me(other.bearerToken)), bearer(owner.bearerToken));
    expect(forOther.status).toBe(400);
    expect(forOther.errors[0]).toMatchObject({ code: 'INVALID_REQUEST_PAYLOAD', cause: 'customerId' });
    expect(await platform.db.query('select 1 from slik_questionnaires where user_id = $1', [await me(other.bearerToken)])).toEqual([]);

    const bad = await call(
      platform.app,
      'POST',
      PATH,
      { ...answers(await me(owner.bearerToken)), fieldOfOccupation: 'PILOT', emailAddress: 'nope' },
      bearer(owner.bearerToken),
    );
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.cause).sort()).toEqual(['emailAddress', 'fieldOfOccupation']);
  });
});
