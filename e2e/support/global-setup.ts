import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './product';

/** Fails with the fix when Debian's Chromium is missing (never `npx playwright install`). */
export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install chromium) ` +
        "or set CHROMIUM_PATH. Playwright's own browser download does not work here.",
    );
  }
}
