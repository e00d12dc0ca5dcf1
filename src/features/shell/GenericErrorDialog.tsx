import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { genericErrorDialogShownOn } from '@domain/error-dialog';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { closeGenericErrorDialog } from '@state/notify';
import { showGenericErrorDialogAtom } from '@state/ui';

export function GenericErrorDialog() {
  const intl = useIntl();
  const open = useAtomValue(showGenericErrorDialogAtom);
  const location = useLocation();
  // Closing keeps the user on their page with what they typed; "Try again" reloads it.
  const close = closeGenericErrorDialog;
  return (
    <Dialog
      open={open && genericErrorDialogShownOn(location.pathname)}
      title={intl.formatMessage({ id: 'errorDialog.title' })}
      onCancel={close}
      actions={
        <>
          <Button
            block
            onClick={() => {
              closeGenericErrorDialog();
              window.location.assign(`${location.pathname}${location.search}`);
            }}
          >
            {intl.formatMessage({ id: 'errorDialog.retry' })}
          </Button>
          <Button block variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'common.close' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'errorDialog.body' })}</p>
    </Dialog>
  );
}
