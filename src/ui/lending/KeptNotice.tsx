import { FormattedMessage } from 'react-intl';
import { useFormat } from '../useFormat';

/**
 * A money page shown from this device's kept answer (offline): as of when, and what cannot be done
 * without a connection. The page reads again by itself when the network returns (src/state/answers.ts).
 */
export function KeptNotice({ answeredAt }: { answeredAt: string }) {
  const format = useFormat();
  return (
    <p className="notice kept-notice" role="status" data-testid="kept-notice">
      <strong>
        <FormattedMessage id="lending.kept.title" />
      </strong>{' '}
      <FormattedMessage id="lending.kept.asOf" values={{ when: <span className="nowrap">{format.dateTime(answeredAt)}</span> }} />{' '}
      <FormattedMessage id="lending.kept.cannot" />
    </p>
  );
}

/** The notice when an answer is the kept copy; nothing when it is live. */
export function KeptNoticeOf({ state }: { state: { source: 'live' | 'kept' | null; answeredAt: string | null } }) {
  return state.source === 'kept' && state.answeredAt ? <KeptNotice answeredAt={state.answeredAt} /> : null;
}
