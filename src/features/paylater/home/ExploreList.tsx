import { FormattedMessage } from 'react-intl';
import type { ExploreItem } from '@domain/contract/paylater';
import { Card } from '@ui/Card';

/** Only web addresses and this site's own paths: an item never runs script or leaves for another scheme. */
function safeUrl(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * Where pay-later can be used (the platform's explore_items). Another site opens in a new tab.
 * `detour`: while the SLIK answers block a purchase, every item leads to the questionnaire first; once the
 * old version has ended, to the "service no longer available" page (issue 10).
 */
export function ExploreList({ items, detour }: { items: readonly ExploreItem[]; detour?: string }) {
  const shown = items.flatMap((item) => {
    const url = detour ?? safeUrl(item.url);
    return url ? [{ ...item, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Card className="link-list" title={<FormattedMessage id="paylater.explore.title" />}>
      <ul className="explore-list">
        {shown.map((item) => (
          <li key={item.id}>
            {item.url.startsWith('/') ? (
              <a className="link-list__item" href={item.url}>
                {item.name}
              </a>
            ) : (
              <a className="link-list__item" href={item.url} target="_blank" rel="noopener noreferrer">
                {item.name}
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id="paylater.explore.newTab" />
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
