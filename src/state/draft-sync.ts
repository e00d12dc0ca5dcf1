/**
 * Tabs on the same form hear of each other's saves: after a draft is stored, its key (whose, flow,
 * product: never a user or a value) is announced on a BroadcastChannel, and a tab with that form
 * open reads the stored draft and takes the fields another tab changed later than it did
 * (src/domain/draft-fields.ts). The worker merges saves by field anyway; this keeps the screens
 * current, so a tab does not submit what another tab has since corrected.
 */
import type { DraftKey } from '@worker/contract';

const CHANNEL_NAME = 'paylater-drafts';

/** `here`: saved by this tab (another form of it, or the same one), not another tab. */
type Listener = (key: DraftKey, here: boolean) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  // Older WebViews have no BroadcastChannel: the worker's merge still keeps every tab's fields.
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const key = event.data as DraftKey;
      for (const listener of listeners) listener(key, false);
    };
  }
  return channel;
}

export function sameDraftKey(a: DraftKey, b: DraftKey): boolean {
  return a.owner === b.owner && a.flow === b.flow && a.product === b.product;
}

/** Tells the other tabs, and this tab's own forms (a channel never hears its own messages). */
export function announceDraftSaved(key: DraftKey): void {
  const announced = { owner: key.owner, flow: key.flow, product: key.product } satisfies DraftKey;
  open()?.postMessage(announced);
  for (const listener of [...listeners]) listener(announced, true);
}

/** Calls `listener` when the draft under `key` was stored, by another tab or by this one (`here`). */
export function onDraftSaved(key: DraftKey, listener: (here: boolean) => void): () => void {
  open();
  const filtered: Listener = (saved, here) => {
    if (sameDraftKey(saved, key)) listener(here);
  };
  listeners.add(filtered);
  return () => listeners.delete(filtered);
}
