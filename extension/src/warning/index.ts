/**
 * The warning page a blocked tab is sent to (issue 32 "A blocked page shows a full-page warning
 * from the extension"): what was blocked and why, "Go back" (focused) and "Continue anyway",
 * which allows that host in this tab and opens the page. Its query: `url` (the page asked for,
 * which stays in this browser), `host`, `reason` (`listed` or `lookalike`) and `brand`.
 */
import { normalizeHost } from '../lib/host';
import { ask } from '../pages/messaging';

const params = new URLSearchParams(location.search);
const url = params.get('url') ?? '';
const host = params.get('host') ?? '';
const brand = params.get('brand');

/** Why, in plain words, after the host's name. */
const why =
  params.get('reason') === 'lookalike' && brand
    ? `pretends to be ${brand}, but it is not ${brand}'s website. Sites like this steal passwords and payment details.`
    : "is on Lifeguard's list of dangerous websites, known for phishing or spreading malware.";

const element = (id: string) => document.getElementById(id)!;
element('host').textContent = host;
element('why').textContent = ` ${why}`;
document.title = `${host} blocked – Lifeguard`;

/** The page asked for, if it is really on the blocked host (never another address). */
function blockedPage(): string | null {
  if (!URL.canParse(url)) return null;
  const target = new URL(url);
  const web = target.protocol === 'http:' || target.protocol === 'https:';
  return web && normalizeHost(target.hostname) === normalizeHost(host) ? target.href : null;
}

element('back').addEventListener('click', () => {
  if (history.length > 1) history.back();
  else void chrome.tabs.update({ url: 'chrome://newtab/' });
});

element('continue').addEventListener('click', async () => {
  const page = blockedPage();
  if (!page) return;
  const { ok } = await ask({ type: 'continueAnyway', host });
  if (ok) location.replace(page);
});

void ask({ type: 'status' }).then((status) => {
  element('reported').hidden = status.connection.status !== 'connected';
});
