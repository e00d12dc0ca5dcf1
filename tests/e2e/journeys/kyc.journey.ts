/**
 * KYC in the project's engine: a step typed and reloaded keeps every answer (the draft in
 * IndexedDB), and a photo picked from the gallery is compressed in the worker and uploaded once.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DB_NAME } from '@worker/db';
import { sandboxGet, uniquePhoneNumber } from '../support/sandbox';
import { phonePerTest, signInThroughApi } from './support';

const device = phonePerTest();

/** Whether the wizard's draft in IndexedDB has this home ownership (saved a moment after a change). */
function draftHasHomeOwnership(wanted: string) {
  return device.phone.evaluate(
    async ({ dbName, value }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const drafts = await new Promise<{ flow?: string; value?: { form?: Record<string, string> } }[]>((resolve, reject) => {
        const request = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return drafts.some((draft) => draft.flow === 'kyc-wizard' && draft.value?.form?.homeOwnership === value);
    },
    { dbName: DATA_DB_NAME, value: wanted },
  );
}

/** A photo of an ID card on a table (sharp print, plain background), drawn in the page as a JPEG. */
async function cardPhoto(): Promise<string> {
  const dataUrl = await device.phone.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#7a7a7a';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#f0f0f0';
    context.fillRect(240, 240, 1120, 720);
    context.fillStyle = '#202020';
    for (let y = 270; y < 930; y += 36) for (let x = 270; x < 1330; x += 20) context.fillRect(x, y, 10, 14);
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  const path = join(tmpdir(), `ktp-${Date.now()}.jpg`);
  await writeFile(path, Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));
  return path;
}

describe(`KYC (${process.env.E2E_ENGINE})`, () => {
  it('keeps what was typed on a step through a reload', async () => {
    const { phone } = device;
    await signInThroughApi(phone, uniquePhoneNumber(), '/kyc/step2?product=paylater');
    await phone.waitFor({ role: 'heading', name: 'Personal information' }, 20_000);
    await phone.type({ label: 'Email address' }, 'siti@example.co.id');
    await phone.type({ label: 'Mother’s maiden name' }, 'Siti Aminah');
    await phone.select({ label: 'Latest education' }, 'BACHELORS_OR_EQUIVALENT');
    await phone.select({ label: 'Home ownership' }, 'HOME_OWNER');
    await expect.poll(() => draftHasHomeOwnership('HOME_OWNER'), { timeout: 10_000 }).toBe(true);

    await phone.reload();
    await phone.waitFor({ role: 'heading', name: 'Personal information' }, 20_000);
    await expect.poll(() => phone.value({ label: 'Email address' })).toBe('siti@example.co.id');
    expect(await phone.value({ label: 'Mother’s maiden name' })).toBe('Siti Aminah');
    expect(await phone.value({ label: 'Latest education' })).toBe('BACHELORS_OR_EQUIVALENT');
    expect(await phone.value({ label: 'Home ownership' })).toBe('HOME_OWNER');
  });

  it('uploads a photo picked from the gallery, once, compressed under 1 MB', async () => {
    const { phone } = device;
    const number = uniquePhoneNumber();
    await signInThroughApi(phone, number, '/kyc/step1?product=paylater');
    await phone.waitFor({ role: 'heading', name: 'Photo of your ID card and a selfie' }, 20_000);
    // The first tile is the ID card's.
    await phone.pickFile({ label: 'Choose from gallery' }, await cardPhoto());
    await phone.waitForText('Uploaded', 30_000);
    const stored = await sandboxGet<{ slot: string; size: number; contentType: string; uploadCount: number }[]>(
      `/sandbox/storage-files?phone=${encodeURIComponent(`+62${number}`)}&bucket=kyc`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ slot: 'KTP', contentType: 'image/jpeg', uploadCount: 1 });
    expect(stored[0]?.size).toBeLessThanOrEqual(1_048_576);
  });
});
