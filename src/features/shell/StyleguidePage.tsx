import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { ProgressBar } from '@ui/ProgressBar';
import { Select } from '@ui/Select';
import { TextField } from '@ui/TextField';
import { minLength } from '@domain/validation';
import { openGenericErrorDialog, showFlash, showToast } from '@state/notify';

const COLOUR_TOKENS = [
  '--color-primary',
  '--color-primary-dark',
  '--color-primary-soft',
  '--color-on-primary',
  '--color-text',
  '--color-text-muted',
  '--color-border',
  '--color-surface',
  '--color-background',
  '--color-danger',
  '--color-danger-soft',
  '--color-success',
  '--color-info',
  '--color-info-soft',
  '--color-focus',
  '--color-accent',
] as const;

const TYPE_TOKENS = ['--font-size-xs', '--font-size-sm', '--font-size-md', '--font-size-lg', '--font-size-xl'] as const;

/** Reads the tokens from tokens.css, the one place they are defined. */
function useTokenValues(names: readonly string[]): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names]);
  return values;
}

function CopyButton({ value }: { value: string }) {
  const intl = useIntl();
  return (
    <Button
      variant="text"
      aria-label={intl.formatMessage({ id: 'styleguide.copy' }, { token: value })}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          showToast({ id: 'styleguide.copied', values: { token: value } }, { position: 'bottom' });
        } catch {
          showFlash({ id: 'styleguide.copyFailed' });
        }
      }}
    >
      <FormattedMessage id="styleguide.copyShort" />
    </Button>
  );
}

/** Each token with a sample of it, its name, its value in tokens.css and a copy button. */
function TokenList({ tokens, sample }: { tokens: readonly string[]; sample: (token: string) => ReactNode }) {
  const values = useTokenValues(tokens);
  return (
    <ul className="token-list">
      {tokens.map((token) => (
        <li key={token} className="token">
          <span className="token__cell" aria-hidden="true">
            {sample(token)}
          </span>
          <code className="token__name">{token}</code>
          <code className="token__value">{values[token]}</code>
          <CopyButton value={`var(${token})`} />
        </li>
      ))}
    </ul>
  );
}

/** Developer page (localhost only): the tokens and the design system's components. */
export function StyleguidePage() {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [choice, setChoice] = useState('');
  return (
    <section className="card styleguide">
      <h1>
        <FormattedMessage id="styleguide.title" />
      </h1>
      <h2>
        <FormattedMessage id="styleguide.colours" />
      </h2>
      <TokenList tokens={COLOUR_TOKENS} sample={(token) => <span className="token__swatch" style={{ background: `var(${token})` }} />} />
      <h2>
        <FormattedMessage id="styleguide.typography" />
      </h2>
      <TokenList
        tokens={TYPE_TOKENS}
        sample={(token) => (
          <span className="token__sample" style={{ fontSize: `var(${token})` }}>
            Aa
          </span>
        )}
      />
      <h2>
        <FormattedMessage id="styleguide.components" />
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'styleguide.sampleField' })}
        value={name}
        onChange={setName}
        mandatory
        validators={[minLength()]}
      />
      <Select
        label={intl.formatMessage({ id: 'styleguide.sampleSelect' })}
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <ProgressBar value={40} label={intl.formatMessage({ id: 'styleguide.sampleProgress' })} />
      <div className="styleguide__buttons">
        <Button>
          <FormattedMessage id="styleguide.primaryButton" />
        </Button>
        <Button variant="secondary">
          <FormattedMessage id="styleguide.secondaryButton" />
        </Button>
        <Button disabled>
          <FormattedMessage id="styleguide.disabledButton" />
        </Button>
      </div>
      <h2>
        <FormattedMessage id="styleguide.messages" />
      </h2>
      <div className="styleguide__buttons">
        <Button variant="secondary" onClick={() => showFlash({ id: 'styleguide.sampleFlash' }, 'info')}>
          <FormattedMessage id="styleguide.showFlash" />
        </Button>
        <Button variant="secondary" onClick={() => showToast({ id: 'styleguide.sampleToast' })}>
          <FormattedMessage id="styleguide.showToastTop" />
        </Button>
        <Button variant="secondary" onClick={() => showToast({ id: 'styleguide.sampleToast' }, { position: 'bottom' })}>
          <FormattedMessage id="styleguide.showToastBottom" />
        </Button>
        <Button variant="secondary" onClick={openGenericErrorDialog}>
          <FormattedMessage id="styleguide.showErrorDialog" />
        </Button>
      </div>
    </section>
  );
}

export default StyleguidePage;
