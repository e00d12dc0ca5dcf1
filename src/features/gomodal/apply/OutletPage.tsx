import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GomodalOutlets } from '@domain/contract/gomodal';
import { APPLICATION_STEP_ROUTES } from '@domain/gomodal/application';
import { Button } from '@ui/Button';
import { useRefusedSubmit } from '@ui/form-validation';
import { LoadedPage } from '../parts/LoadedPage';
import { loadOutlets } from './state';
import { useApplicationDraft } from './useApplicationDraft';

/** /gomodal/loan/outlet: the outlets the loan is for (at least one), out of all the merchant owns. */
export default function OutletPage() {
  return (
    <LoadedPage titleId="gomodal.outlet.title" load={loadOutlets} readKey="gomodal-outlets">
      {(outlets) => <OutletForm outlets={outlets} />}
    </LoadedPage>
  );
}

function OutletForm({ outlets }: { outlets: GomodalOutlets }) {
  const draft = useApplicationDraft('outlet');
  const { value, update } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  // Continue with no outlet marks the outlets and puts the merchant on the first one.
  const refused = useRefusedSubmit(formRef);
  const tried = refused.submitted;
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
      ref={formRef}
      className="card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (known.length > 0) void draft.goOn(APPLICATION_STEP_ROUTES.terms);
        else refused.refuse(1);
      }}
    >
      <fieldset className="gomodal-choice">
        <legend>
          <FormattedMessage id="gomodal.outlet.legend" values={{ total: outlets.total }} />
        </legend>
        {outlets.outlets.map((outlet) => (
          <label key={outlet.id} className="gomodal-option">
            <input
              type="checkbox"
              checked={known.includes(outlet.id)}
              aria-invalid={tried && known.length === 0 ? true : undefined}
              aria-describedby={tried && known.length === 0 ? 'gomodal-outlet-error' : undefined}
              onChange={(event) => toggle(outlet.id, event.target.checked)}
            />
            <span className="gomodal-option__body">
              <strong>{outlet.name}</strong>
              <span className="gomodal-option__hint">{outlet.address}</span>
            </span>
          </label>
        ))}
        {tried && known.length === 0 ? (
          <p className="field__error" role="alert" id="gomodal-outlet-error">
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
