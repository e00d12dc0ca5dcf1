import { useAnswer } from '@state/use-answer';
import { ProductHome } from '@ui/lending/ProductHome';
import { CICILAN_ERRORS, cicilanProfile } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';

/**
 * /gopaylater/cicilan: the instalment home once activated; before that, where the user's
 * application stands and the one step that leads on. Offline, the home as this device last saw it,
 * "as of" its time.
 */
export default function CicilanHomePage() {
  const profile = useAnswer(cicilanProfile, 'profile', CICILAN_ERRORS);
  return (
    <ProductHome
      product="cicilan"
      profile={profile}
      entry={(step) => <EntryCard step={step} />}
      dashboard={(data) => <Dashboard profile={data} />}
    />
  );
}
