import { useAtomValue } from 'jotai';
import { usePlatformReachable } from './connectivity';
import { storageProblemAtom } from './storage-problems';

/**
 * Whether the offline notice is up (features/shell/OfflineNotice): offline (or the platform out of
 * reach), and the device stores what is typed. Other notices say less while it is up.
 */
export function useOfflineNoticeShown(): boolean {
  const online = usePlatformReachable();
  const storageProblem = useAtomValue(storageProblemAtom);
  return !online && !storageProblem;
}
