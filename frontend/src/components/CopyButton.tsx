import { useState } from 'react';

/**
 * Copies {@code text} to the clipboard and says whether it did; where the browser refuses (an insecure page, no
 * permission) it says to select the text and copy it by hand.
 */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<boolean>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <span>
      <button type="button" className="secondary" onClick={copy}>{label}</button>
      <span role="status" className="muted">
        {copied === true && ' Copied.'}
        {copied === false && ' The browser would not copy it: select the text and copy it.'}
      </span>
    </span>
  );
}
