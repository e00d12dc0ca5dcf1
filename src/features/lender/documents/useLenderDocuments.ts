import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  LENDER_DOCUMENT_TYPES,
  isLenderDocumentType,
  type LenderDocumentStatus,
  type LenderDocumentType,
} from '@domain/contract/lender/documents';
import { onBrowserOnline, useBrowserOnline } from '@state/connectivity';
import { onUploadChanged, resumeUploads } from '@state/uploads';
import { useLatestAnswer, type SettledAnswer } from '@state/use-latest-answer';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { documentStatuses, documentsInOutbox } from './state';
import { tileState, type TileState } from './tile-state';

export const LENDER_UPLOAD_KIND = 'lender-document' as const;

/** Wakes the outbox when the network returns or the page is shown again (it also wakes itself at start). */
function useResumeUploads(): void {
  useEffect(() => {
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') resumeUploads();
    };
    resumeUploads();
    const stopOnOnline = onBrowserOnline(resumeUploads);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopOnOnline();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

export interface LenderDocuments {
  /** null until the outbox has been read. */
  tiles: Record<LenderDocumentType, TileState> | null;
  uploads: Partial<Record<LenderDocumentType, UploadSnapshot>>;
  online: boolean;
  /** Reads the platform's statuses again (after an upload finished, before Continue). */
  refreshStored(): Promise<LenderDocumentStatus[]>;
  /** Shows a record the page got directly (the answer of putDocument). */
  show(upload: UploadSnapshot): void;
}

/**
 * The nine tiles' states: the outbox's records (live, through the worker's events) merged with
 * what the platform says it holds (a failed upload is said on its tile, with its reason).
 * Every record is the signed-in user's: this tab's worker sends only that user's files.
 */
export function useLenderDocuments(): LenderDocuments {
  const [uploads, setUploads] = useState<Partial<Record<LenderDocumentType, UploadSnapshot>> | null>(null);
  const [stored, setStored] = useState<Partial<Record<LenderDocumentType, LenderDocumentStatus>>>({});
  const online = useBrowserOnline();
  // The latest records, read by the event listener (a state updater must not have side effects).
  const uploadsRef = useRef<Partial<Record<LenderDocumentType, UploadSnapshot>>>({});
  useResumeUploads();

  const refreshStored = useCallback(async () => {
    const statuses = await documentStatuses();
    setStored(Object.fromEntries(statuses.map((status) => [status.type, status])));
    return statuses;
  }, []);

  /** Takes a newer record of a file into the tiles. */
  const apply = useCallback(
    (upload: UploadSnapshot) => {
      if (upload.kind !== LENDER_UPLOAD_KIND || !isLenderDocumentType(upload.slot)) return;
      const slot = upload.slot;
      const before = uploadsRef.current[slot];
      // Events can overtake each other across the bridge (and a replaced file's last events can
      // follow its replacement's first): an older record never undoes a newer one.
      if (before && before.updatedAt > upload.updatedAt) return;
      uploadsRef.current = { ...uploadsRef.current, [slot]: upload };
      setUploads(uploadsRef.current);
      if (upload.state === 'uploaded') refreshStored().catch(() => undefined);
    },
    [refreshStored],
  );

  // Events first, then the outbox's list, so nothing that happens in between is missed.
  useEffect(() => onUploadChanged((upload) => apply(upload)), [apply]);
  const listed = (answer: SettledAnswer<UploadSnapshot[]>): void => {
    if (answer.status === 'failed') {
      console.warn('Uploads not listed', answer.error);
      setUploads((previous) => previous ?? {});
      return;
    }
    const fromList: Partial<Record<LenderDocumentType, UploadSnapshot>> = {};
    for (const upload of answer.value) if (isLenderDocumentType(upload.slot)) fromList[upload.slot] = upload;
    // Events that arrived while the list was on its way are newer.
    uploadsRef.current = { ...fromList, ...uploadsRef.current };
    setUploads(uploadsRef.current);
  };
  useLatestAnswer(null, documentsInOutbox, listed);
  // Offline this fails; the tiles then rest on the outbox alone.
  useEffect(() => {
    refreshStored().catch(() => undefined);
  }, [refreshStored]);

  const tiles = useMemo(() => {
    if (uploads === null) return null;
    return Object.fromEntries(LENDER_DOCUMENT_TYPES.map((type) => [type, tileState(uploads[type], stored[type], online)])) as Record<
      LenderDocumentType,
      TileState
    >;
  }, [uploads, stored, online]);

  return { tiles, uploads: uploads ?? {}, online, refreshStored, show: apply };
}
