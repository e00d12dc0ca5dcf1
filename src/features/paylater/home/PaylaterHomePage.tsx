import { useAnswer } from '@state/use-answer';
import { ProductHome } from '@ui/lending/ProductHome';
import { PAYLATER_ERRORS, paylaterProfile } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';

/**
 * /gopaylater/ab: the pay-later home once activated; before that, where the user's application
 * stands and the one step that leads on (apply, review, SLIK, the GoPay Plus consent before the
 * contract, or the rest period). Offline, the home as this device last saw it, "as of" its time.
 */
export default function PaylaterHomePage() {
  const profile = useAnswer(paylaterProfile, 'profile', PAYLATER_ERRORS);
  return (
    <ProductHome
      product="paylater"
      profile={profile}
      entry={(step) => <EntryCard step={step} />}
      dashboard={(data) => <Dashboard profile={data} />}
    />
  );
}
