import { useState } from 'react';

/**
 * Runs an action on one item of a list (complete it, mark it read): on success `announcement`
 * says what was done (for a polite status region, as the item's button disappears), on failure
 * `failed` is set until the next run or `dismiss`.
 */
export function useAnnouncedAction<T>(action: (item: T) => Promise<unknown>, describe: (item: T) => string) {
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const run = async (item: T) => {
    setFailed(false);
    try {
      await action(item);
      setAnnouncement(describe(item));
    } catch {
      setFailed(true);
    }
  };
  return { run, announcement, failed, dismiss: () => setFailed(false) };
}
