import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { unsentFileCount } from '@state/session-actions';

type Asking = { kind: 'closed' } | { kind: 'confirm'; unsentFiles: number };

/**
 * Logging out asks first; when photos or documents are still waiting to be sent from this device,
 * the user chooses whether they stay for the next sign-in or are deleted (a shared phone). A lost
 * or shared phone is also why "log out on every device" is offered (POST /v1/logout/all).
 */
export function LogoutButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>({ kind: 'closed' });
  const open = async () => {
    // Counting needs the worker only; if it cannot answer, ask without the file choice.
    const unsentFiles = await unsentFileCount().catch(() => 0);
    setAsking({ kind: 'confirm', unsentFiles });
  };
  const close = () => setAsking({ kind: 'closed' });
  const unsentFiles = asking.kind === 'confirm' ? asking.unsentFiles : 0;
  return (
    <>
      <Button variant="secondary" block onClick={() => void open()}>
        <FormattedMessage id="home.logout" />
      </Button>
      <Dialog
        open={asking.kind === 'confirm'}
        title={intl.formatMessage({ id: 'logout.confirm.title' })}
        onCancel={close}
        actions={
          unsentFiles > 0 ? (
            <>
              <Button onClick={() => navigate('/logout?files=keep')}>
                <FormattedMessage id="logout.confirm.keepFiles" />
              </Button>
              <Button variant="secondary" onClick={() => navigate('/logout?files=wipe')}>
                <FormattedMessage id="logout.confirm.wipeFiles" />
              </Button>
              <Button variant="secondary" onClick={() => navigate('/logout?files=wipe&everywhere=true')}>
                <FormattedMessage id="logout.confirm.wipeFilesEverywhere" />
              </Button>
              <Button variant="secondary" onClick={close}>
                <FormattedMessage id="logout.confirm.stay" />
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => navigate('/logout')}>
                <FormattedMessage id="logout.confirm.leave" />
              </Button>
              <Button variant="secondary" onClick={() => navigate('/logout?everywhere=true')}>
                <FormattedMessage id="logout.confirm.everywhere" />
              </Button>
              <Button variant="secondary" onClick={close}>
                <FormattedMessage id="logout.confirm.stay" />
              </Button>
            </>
          )
        }
      >
        <p>
          {unsentFiles > 0 ? (
            <FormattedMessage id="logout.confirm.unsentFiles" values={{ count: unsentFiles }} />
          ) : (
            <FormattedMessage id="logout.confirm.body" />
          )}
        </p>
      </Dialog>
    </>
  );
}
