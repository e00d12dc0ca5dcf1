import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ButtonVariant, buttonClasses } from './Button';

interface LinkButtonProps {
  to: string;
  /** The label, a catalogue message. */
  messageId: string;
  variant?: ButtonVariant;
  block?: boolean;
  className?: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/** A way to another page dressed as a Button (the same variants): a link for screen readers, a button to the eye. */
export function LinkButton({ to, messageId, variant = 'primary', block = false, className, replace }: LinkButtonProps) {
  return (
    <Link className={buttonClasses(variant, block, className)} to={to} replace={replace}>
      <FormattedMessage id={messageId} />
    </Link>
  );
}
