import { Button } from './Button';

interface ShareButtonProps {
  /** The shared item's title (the receipt's name). */
  title: string;
  /** Plain text of what is shared: one line per detail. */
  text: string;
  /** The label when the device can share (Web Share API), and when it can only print or save as PDF. */
  shareLabel: string;
  printLabel: string;
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Shares a receipt as text with the phone's share sheet (a chat, an e-mail, notes); where there is
 * no share sheet (most desktop browsers), prints the page, which also saves it as a PDF.
 */
export function ShareButton({ title, text, shareLabel, printLabel }: ShareButtonProps) {
  const share = canShare();
  const onClick = (): void => {
    if (!share) {
      window.print();
      return;
    }
    navigator.share({ title, text }).catch((error: unknown) => {
      // The user closing the sheet is not a failure; anything else falls back to printing.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.print();
    });
  };
  return (
    <Button variant="secondary" block className="share-button" onClick={onClick}>
      {share ? shareLabel : printLabel}
    </Button>
  );
}
