import type { UiText } from '@state/ui';
import { useUiText } from './UiTextView';

/**
 * Why a form was refused, beside its submit button: announced once, and there until the user acts
 * (edits the form, sends again). A message that vanished by itself left a button that seemed to do
 * nothing (issue 37).
 */
export function FormRefusal({ text, id }: { text: UiText | null; id: string }) {
  const render = useUiText();
  if (!text) return null;
  return (
    <p className="field__error form-refusal" role="alert" id={id}>
      {render(text)}
    </p>
  );
}
