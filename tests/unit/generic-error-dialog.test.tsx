// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The generic error dialog overlays every page but one (documents 1 and 3, section 2): the
 * magic-link landing, whose code works once (src/domain/error-dialog.ts).
 */
import { Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_DIALOG_EXCLUDED_PATH, genericErrorDialogShownOn } from '@domain/error-dialog';
import { GenericErrorDialog } from '../../src/features/shell/GenericErrorDialog';
import { closeGenericErrorDialog, openGenericErrorDialog } from '@state/notify';
import { appStore } from '@state/store';
import en from '../../locales/en/shell.json';
import './helpers/render-hook';

afterEach(() => {
  closeGenericErrorDialog();
  document.body.innerHTML = '';
});

async function dialogTextOn(path: string): Promise<string> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Provider store={appStore}>
        <IntlProvider locale="en" messages={en}>
          <MemoryRouter initialEntries={[path]}>
            <GenericErrorDialog />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    ),
  );
  await act(async () => openGenericErrorDialog());
  const open = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open);
  const text = open.map((dialog) => dialog.textContent ?? '').join(' ');
  await act(async () => root.unmount());
  return text;
}

describe('the generic error dialog', () => {
  it('is shown over a page when a call fails with a server error', async () => {
    expect(await dialogTextOn('/paylater/repayment')).toContain(en['errorDialog.title']);
  });

  it('is not laid over the magic-link landing, which says what went wrong itself', async () => {
    expect(await dialogTextOn(`${GENERIC_ERROR_DIALOG_EXCLUDED_PATH}?code=used`)).toBe('');
    expect(genericErrorDialogShownOn(`${GENERIC_ERROR_DIALOG_EXCLUDED_PATH}/`)).toBe(false);
    expect(genericErrorDialogShownOn('/sso/gojek')).toBe(true);
  });
});
