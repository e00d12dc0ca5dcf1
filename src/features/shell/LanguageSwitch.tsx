import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { SUPPORTED_LANGUAGES } from '@domain/languages';
import { flushAllDrafts } from '@state/drafts';
import { selectedLanguageAtom, switchLanguage } from '@state/language';

export function LanguageSwitch() {
  const intl = useIntl();
  const selected = useAtomValue(selectedLanguageAtom);
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{intl.formatMessage({ id: 'footer.language' })}</legend>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === selected}
          onClick={async () => {
            if (language === selected) return;
            await flushAllDrafts(); // the switch reloads; keep what was typed
            switchLanguage(language);
          }}
        >
          <FormattedMessage id={`language.${language}`} />
        </button>
      ))}
    </fieldset>
  );
}
