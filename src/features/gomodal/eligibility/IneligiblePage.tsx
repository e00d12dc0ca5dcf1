import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { GomodalApplyCheck } from '@domain/contract/gomodal';
import { GOMODAL_ROUTES, INELIGIBLE_SCREEN_TYPES, type IneligibleScreenType } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import type { UiText } from '@state/ui';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import type { PageAction } from '../parts/ActionLinks';
import { appAction, useMerchantAppLink } from '../merchant-app';
import { GomodalPage } from '../parts/GomodalPage';
import { MessageCard } from '../parts/MessageCard';
import { loadApplyCheck } from '../apply/state';
import { askToBeTold } from './state';
import { gomodalRefusalOf } from '../state';

function screenType(value: string | null): IneligibleScreenType | 'not-whitelisted' {
  return INELIGIBLE_SCREEN_TYPES.find((type) => type === value) ?? 'not-whitelisted';
}

const CONTACT: PageAction = { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' };
const ACTIONS: Partial<Record<IneligibleScreenType | 'not-whitelisted', PageAction[]>> = {
  delinquent: [CONTACT],
  fraud: [CONTACT],
  'verification-blocked': [CONTACT],
};

/**
 * /gomodal/ineligible-screen[?type=]: why the merchant cannot apply (not on the allow-list, blocked,
 * delinquent, fraud, credit policy, too many failed verifications, merchant pending, corporate,
 * foreigner), and "tell me when I'm eligible" where the platform offers it.
 */
export default function IneligiblePage() {
  const [params] = useSearchParams();
  const type = screenType(params.get('type'));
  // The foreigner uploads a KTP through the help centre's article; everyone may go back to the app.
  const uploadId = useMerchantAppLink({ kind: 'help-article', article: 'uploadNationalId' });
  const backToApp = useMerchantAppLink({ kind: 'home' });
  const actions = [
    ...(type === 'foreigner' ? [appAction(uploadId, 'gomodal.ineligible.foreigner.action', true)] : (ACTIONS[type] ?? [])),
    appAction(backToApp, backToApp.external ? 'gomodal.nav.merchantApp' : 'gomodal.nav.platformHome'),
  ];
  return (
    <GomodalPage titleId="gomodal.ineligible.title">
      <MessageCard
        headingId={`gomodal.ineligible.${type}.heading`}
        textIds={[`gomodal.ineligible.${type}.text`]}
        actions={actions}
        tone={type === 'corporate' ? 'neutral' : 'warning'}
      >
        <TellMe />
      </MessageCard>
    </GomodalPage>
  );
}

/** "Tell me when I'm eligible": offered when the apply check says so; asked once. */
function TellMe() {
  const { state } = useRemote(loadApplyCheck, null, 'gomodal-apply-check');
  const [asked, setAsked] = useState<GomodalApplyCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UiText | null>(null);
  if (state.status !== 'ready') return null;
  const check = asked ?? state.data;
  if (!check.canAskToBeTold) return null;
  if (check.askedToBeTold) {
    return (
      <p role="status" className="notice">
        <FormattedMessage id="gomodal.notify.done" />
      </p>
    );
  }
  const ask = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      setAsked(await askToBeTold(check));
    } catch (error) {
      setRefusal(gomodalRefusalOf(error)); // said by the button, which stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FormRefusal text={refusal} id="gomodal-notify-refusal" />
      <Button block loading={busy} onClick={() => void ask()}>
        <FormattedMessage id="gomodal.notify.ask" />
      </Button>
    </>
  );
}
