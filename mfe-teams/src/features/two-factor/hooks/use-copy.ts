import { useState } from 'react';

/** Said after a copy, politely, next to the button. */
export const COPIED = 'Copied to the clipboard.';

/** Said when the browser refused to copy. */
export const COPY_FAILED = 'Could not copy. Select the text and copy it instead.';

/**
 * Copies text to the clipboard (a secret key, recovery codes; issue 16 §6): `copy(text)`, then
 * `message` says whether it worked, for a status region beside the button.
 */
export function useCopy() {
  const [message, setMessage] = useState<string | null>(null);
  const copy = async (text: string) => {
    setMessage(null);
    try {
      await navigator.clipboard.writeText(text);
      setMessage(COPIED);
    } catch {
      setMessage(COPY_FAILED);
    }
  };
  return { copy, message };
}
