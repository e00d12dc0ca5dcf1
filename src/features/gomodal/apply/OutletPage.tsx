import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GomodalOutlets } from '@domain/contract/gomodal';
import { APPLICATION_STEP_ROUTES } from '@domain/gomodal/application';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { loadOutlets } from '../state';
import { useApplicationDraft } from './useApplicationDraft';

/** /gomodal/loan/outlet: the outlets the loan is for (at least one), out of all the merchant owns. */
export default function OutletPage() {
  const { state, retry } = useRemote(loadOutlets, null, 'gomodal-outlets');
  return (
    <GomodalPage titleId="gomodal.outlet.title">
      <Loaded state={state} retry={retry}>
        {(outlets) => <OutletForm outlets={outlets} />}
      </Loaded>
    </GomodalPage>
  );
}

function OutletForm({ outlets }: { outlets: GomodalOutlets }) {
  const draft = useApplicationDraft('outlet');
  const { value, update } = draft;
  const [tried, setTried] = useState(false);
  const known = value.outletIds.filter((id) => outlets.outlets.some((outlet) => outlet.id === id));
  // One outlet: it is the one. An outlet no longer the merchant's is dropped from the draft.
  const only = outlets.outlets.length === 1 ? outlets.outlets[0]?.id : undefined;
  const stale = known.length !== value.outletIds.length;
  useEffect(() => {
    if (draft.status !== 'ready') return;
    if (stale) update((current) => ({ ...current, outletIds: known }));
    else if (only && known.length === 0) update((current) => ({ ...current, outletIds: [only] }));
  }, [draft.status, stale, only, known, update]);
  const toggle = (id: string, on: boolean) =>
    update((current) => ({
      ...current,
      outletIds: on ? [...new Set([...current.outletIds, id])] : current.outletIds.filter((x) => x !== id),
    }));
  return (
    <form
      className="card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (known.length > 0) void draft.goOn(APPLICATION_STEP_ROUTES.terms);
      }}
    >
      <fieldset className="gomodal-choice">
        <legend>
          <FormattedMessage id="gomodal.outlet.legend" values={{ total: outlets.total }} />
        </legend>
        {outlets.outlets.map((outlet) => (
          <label key={outlet.id} className="gomodal-option">
            <input type="checkbox" checked={known.includes(outlet.id)} onChange={(event) => toggle(outlet.id, event.target.checked)} />
            <span className="gomodal-option__body">
              <strong>{outlet.name}</strong>
              <span className="gomodal-option__hint">{outlet.address}</span>
            </span>
          </label>
        ))}
        {tried && known.length === 0 ? (
          <p className="field__error" role="alert">
            <FormattedMessage id="gomodal.outlet.required" />
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" block disabled={!draft.ready}>
        <FormattedMessage id="gomodal.next" />
      </Button>
    </form>
  );
}
