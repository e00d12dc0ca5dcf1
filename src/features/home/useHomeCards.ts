import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { homeCards, offeredCards, type CardState } from '@domain/home/card-state';
import { jakartaDay } from '@domain/calendar-date';
import { BUILD_FLAGS } from '@state/build-flags';
import { presentError } from '@state/errors';
import { platformNowMs } from '@state/platform-clock';
import { profileAtom } from '@state/session';
import { useLatestAnswer } from '@state/use-latest-answer';
import { homeCardSources } from './state';

/**
 * The signed-in home's cards: every card stays DISABLED until the business-capital calls and the
 * source app are known, so none shows a state it then has to take back.
 */
export function useHomeCards(): { cards: CardState[]; loading: boolean } {
  const profile = useAtomValue(profileAtom);
  const { answer } = useLatestAnswer(null, homeCardSources, (settled) => {
    if (settled.status === 'done' && settled.value.businessCapital.kind === 'failed') {
      presentError(settled.value.businessCapital.error, { flow: 'default', product: 'gomodal' });
    }
  });
  const sources = answer.status === 'done' ? answer.value : null;

  const cards = useMemo(
    () =>
      offeredCards(
        homeCards({
          profile,
          businessCapital: sources?.businessCapital.kind === 'ready' ? sources.businessCapital.data : null,
          businessCapitalFailed: sources?.businessCapital.kind === 'failed',
          sourceApp: sources?.sourceApp ?? null,
          // The platform's today (its answer's asOf): the dates compared are the platform's.
          today: jakartaDay(platformNowMs(profile)),
        }),
        BUILD_FLAGS,
      ),
    [profile, sources],
  );
  return { cards, loading: sources === null };
}
