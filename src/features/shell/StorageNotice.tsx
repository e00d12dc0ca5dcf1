import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { storageProblemAtom } from '@state/storage-problems';

/**
 * Says so, on every page, while something the user entered could not be stored on the device (a
 * full disk above all): the value is kept in memory and retried, but closing the page would lose it.
 */
export function StorageNotice() {
  const problem = useAtomValue(storageProblemAtom);
  if (!problem) return null;
  return (
    <p className="storage-notice" role="alert">
      <FormattedMessage id={problem === 'full' ? 'storage.full.notice' : 'storage.failed.notice'} />
    </p>
  );
}
