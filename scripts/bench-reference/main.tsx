/**
 * The empty-stack reference of `npm run bench` (issue 14): the app's stack (react, react-dom,
 * react-router, jotai, react-intl) and one phone form, client-rendered the ordinary way, nothing
 * else. The bench times "phone field usable" here and in the app in the same run and prints the
 * ratio, so a busy machine slows both alike.
 */
import { atom, Provider, useAtom } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const messages = {
  title: 'Masuk atau daftar',
  phone: 'Nomor HP',
  send: 'Kirim kode',
};

const phoneAtom = atom('');

function PhoneForm() {
  const intl = useIntl();
  const [phone, setPhone] = useAtom(phoneAtom);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h1>
        <FormattedMessage id="title" />
      </h1>
      <label>
        {intl.formatMessage({ id: 'phone' })}
        <input type="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value.replace(/[^0-9]/g, ''))} />
      </label>
      <button type="submit" disabled={phone.length < 9}>
        <FormattedMessage id="send" />
      </button>
    </form>
  );
}

const router = createBrowserRouter([{ path: '*', element: <PhoneForm /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider>
        <IntlProvider locale="id" messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </Provider>
    </StrictMode>,
  );
}
