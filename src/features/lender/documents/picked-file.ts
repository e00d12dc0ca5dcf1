import { BUCKET_RULES, looksLikePdf } from '@domain/contract/storage';

export type PickedFileCheck = { ok: true; bytes: ArrayBuffer } | { ok: false; reason: 'notPdf' | 'tooLarge' | 'empty' | 'unreadable' };

/**
 * A picked file is checked by its content (a renamed photo is not a PDF), not by its name or the
 * type the phone guessed; the platform checks again.
 */
export async function checkPickedFile(file: Blob): Promise<PickedFileCheck> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > BUCKET_RULES.lender.maxBytes) return { ok: false, reason: 'tooLarge' };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return looksLikePdf(new Uint8Array(bytes)) ? { ok: true, bytes } : { ok: false, reason: 'notPdf' };
}
