import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export interface PageAction {
  to: string;
  messageId: string;
  primary?: boolean;
  /** A deep link into the merchant app (merchant-app-links.ts): a plain link the webview hands over. */
  external?: boolean;
}

/**
 * A page's ways on. Paths outside the single-page app (the sandbox's e-signature page, /cashloan's
 * redirect) are plain links, so the browser loads them.
 */
export function ActionLinks({ actions }: { actions: readonly PageAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="gomodal-actions">
      {actions.map((action) => {
        const className = `btn btn--${action.primary ? 'primary' : 'secondary'} btn--block`;
        if (action.external) {
          return (
            <a key={`${action.to}-${action.messageId}`} className={className} href={action.to}>
              <FormattedMessage id={action.messageId} />
            </a>
          );
        }
        return (
          <Link key={`${action.to}-${action.messageId}`} className={className} to={action.to}>
            <FormattedMessage id={action.messageId} />
          </Link>
        );
      })}
    </div>
  );
}
