import { useIntl } from 'react-intl';
import type { UiText } from '@state/ui';

/** Renders a catalogue message or a server text. */
export function useUiText(): (text: UiText) => string {
  const intl = useIntl();
  return (text) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values));
}
