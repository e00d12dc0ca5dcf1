import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { useLanguageFromQuery } from './useLanguageFromQuery';
import { hasSignedOutFlag } from '@state/signed-out-flag';
import './sso.css';

/** Entry points whose users already know the product: straight on to the sign-in. */
const DIRECT_ENTRY_POINTS = ['add_payment', 'manage_payment'];
/** The query flag that asks for the same (a partner may set it for any entry point). */
const SKIP_FLAG = 'skip_benefit';

/** Simple line icons (24 x 24 paths): a card, a calendar, stacked bills, a shop. */
const TILES = [
  { key: 'limit', icon: 'M3 6.5h18v11H3zM3 10h18M7 14.5h4' },
  { key: 'monthly', icon: 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4M8 14h3' },
  { key: 'instalments', icon: 'M5 4h14v4H5zM5 10h14v4H5zM5 16h14v4H5z' },
  { key: 'everywhere', icon: 'M3 9 5 4h14l2 5M3 9h18v11H3zM9 20v-6h6v6' },
] as const;

function LineIcon({ d }: { d: string }) {
  return (
    <svg className="benefit-tile__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
type TileKey = (typeof TILES)[number]['key'];

/** /benefitScreen: what pay-later offers before sign-in; Get Started goes to /sso/gojek keeping the query. */
export function BenefitScreenPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const [open, setOpen] = useState<TileKey | 'security' | null>(null);
  const reloading = useLanguageFromQuery(params.get('lang'));
  const ssoTarget = `/sso/gojek${search}`;

  if (reloading) return null;
  const entryPoint = params.get('entry_point') ?? params.get('entryPoint');
  // A device someone signed out of (the /logout flag) skips the education too: they have read it.
  if ((entryPoint && DIRECT_ENTRY_POINTS.includes(entryPoint)) || params.get(SKIP_FLAG) === 'true' || hasSignedOutFlag())
    return <Navigate to={ssoTarget} replace />;

  const dialogTitle =
    open === null ? '' : intl.formatMessage({ id: open === 'security' ? 'sso.benefit.security.title' : `sso.benefit.${open}.title` });
  const dialogBody =
    open === null ? null : <FormattedMessage id={open === 'security' ? 'sso.benefit.security.body' : `sso.benefit.${open}.detail`} />;

  return (
    <div className="card">
      <section className="benefit-banner">
        <h1>
          <FormattedMessage id="sso.benefit.banner.title" />
        </h1>
        <p>
          <FormattedMessage id="sso.benefit.banner.subtitle" />
        </p>
      </section>
      <ul className="benefit-tiles">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <button type="button" className="benefit-tile" aria-haspopup="dialog" onClick={() => setOpen(tile.key)}>
              <LineIcon d={tile.icon} />
              <span className="benefit-tile__title">
                <FormattedMessage id={`sso.benefit.${tile.key}.title`} />
              </span>
              <span className="muted">
                <FormattedMessage id={`sso.benefit.${tile.key}.short`} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="security-bar" aria-haspopup="dialog" onClick={() => setOpen('security')}>
        <LineIcon d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
        <span>
          <FormattedMessage id="sso.benefit.security.bar" />
        </span>
        <span className="security-bar__more">
          <FormattedMessage id="sso.benefit.security.more" />
        </span>
      </button>
      <Button block onClick={() => navigate(ssoTarget)}>
        <FormattedMessage id="sso.benefit.getStarted" />
      </Button>
      <Dialog
        open={open !== null}
        title={dialogTitle}
        onCancel={() => setOpen(null)}
        actions={
          <Button block onClick={() => setOpen(null)}>
            <FormattedMessage id="common.close" />
          </Button>
        }
      >
        <p>{dialogBody}</p>
      </Dialog>
    </div>
  );
}

export default BenefitScreenPage;
