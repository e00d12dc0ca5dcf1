import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { homeCards, type BusinessCapitalData, type CardState } from '@domain/home/card-state';
import { jakartaDate } from '@domain/time';
import { dataWorker } from '../../data/bridge';
import { presentError } from '@state/errors';
import { profileAtom } from '@state/session';

type BusinessCapitalLoad = { kind: 'loading' } | { kind: 'ready'; data: BusinessCapitalData } | { kind: 'failed' };

/**
 * The signed-in home's cards: every card stays DISABLED until the business-capital calls and the
 * source app are known, so none shows a state it then has to take back.
 */
export function useHomeCards(): { cards: CardState[]; loading: boolean } {
  const profile = useAtomValue(profileAtom);
  const [businessCapital, setBusinessCapital] = useState<BusinessCapitalLoad>({ kind: 'loading' });
  const [sourceApp, setSourceApp] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const worker = dataWorker();
    const source = worker.session.sourceInfo().then(
      (info) => info?.sourceApp ?? null,
      () => null,
    );
    Promise.all([worker.products.businessCapital(), source])
      .then(([data, app]) => {
        if (cancelled) return;
        setSourceApp(app);
        setBusinessCapital({ kind: 'ready', data });
      })
      .catch(async (error: unknown) => {
        if (cancelled) return;
        presentError(error, { flow: 'default', product: 'gomodal' });
        setSourceApp(await source);
        setBusinessCapital({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const cards = useMemo(
    () =>
      homeCards({
        profile,
        businessCapital: businessCapital.kind === 'ready' ? businessCapital.data : null,
        businessCapitalFailed: businessCapital.kind === 'failed',
        sourceApp,
        today: jakartaDate(Date.now()),
      }),
    [profile, businessCapital, sourceApp],
  );
  return { cards, loading: businessCapital.kind === 'loading' };
}
