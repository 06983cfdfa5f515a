/**
 * The toolbar popup (issue 32 item 4): the connected account, Web Protection on/off, today's
 * blocks, the last 5 blocks, "Open Lifeguard"; "Connect" when not connected, and what happened
 * when the server signed the extension out. The privacy sentence is in popup.html.
 */
import type { BlockEntry } from '../lib/activity';
import type { PopupStatus } from '../lib/protocol';
import { ask } from '../pages/messaging';

type Child = Node | string;

/** An element with attributes and children. */
function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function button(label: string, onClick: () => void, primary = false): HTMLElement {
  const element = h('button', { type: 'button', ...(primary ? { class: 'primary' } : {}) }, label);
  element.addEventListener('click', onClick);
  return element;
}

const openTab = (url: string) => {
  void chrome.tabs.create({ url });
  window.close();
};

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const reasonText = (entry: BlockEntry) =>
  entry.reason === 'lookalike' && entry.brandName ? `Imitates ${entry.brandName}` : 'Known dangerous site';

function blockList(status: PopupStatus): HTMLElement {
  const heading = h('h2', { id: 'recent-heading' }, 'Recent blocks');
  if (status.recentBlocks.length === 0) {
    return h(
      'section',
      { 'aria-labelledby': 'recent-heading' },
      heading,
      h('p', { class: 'muted' }, 'Nothing blocked yet.'),
    );
  }
  const items = status.recentBlocks.map((entry) =>
    h(
      'li',
      {},
      h(
        'span',
        {},
        h('span', { class: 'host' }, entry.host),
        h('br'),
        h('span', { class: 'muted' }, reasonText(entry)),
      ),
      h('time', { class: 'muted', datetime: entry.at }, time.format(new Date(entry.at))),
    ),
  );
  return h(
    'section',
    { 'aria-labelledby': 'recent-heading' },
    heading,
    h('ul', { class: 'blocks' }, ...items),
  );
}

function protectionSwitch(status: PopupStatus): HTMLElement {
  const input = h('input', { type: 'checkbox', role: 'switch', id: 'protection' }) as HTMLInputElement;
  input.checked = status.protectionEnabled;
  input.addEventListener(
    'change',
    () => void ask({ type: 'setProtection', enabled: input.checked }).then(render),
  );
  const state = status.protectionEnabled ? 'On: dangerous websites are blocked.' : 'Off: nothing is checked.';
  return h(
    'div',
    {},
    h(
      'div',
      { class: 'switch' },
      h('label', { for: 'protection' }, h('strong', {}, 'Web Protection')),
      input,
    ),
    h('p', { class: 'muted' }, state),
  );
}

/** The part above the privacy sentence for `status`. */
function view(status: PopupStatus): Child[] {
  const connectUrl = `${status.origin}/app/login?extension_id=${encodeURIComponent(chrome.runtime.id)}`;
  const connect = button('Connect', () => openTab(connectUrl), true);
  const { connection } = status;
  if (connection.status !== 'connected') {
    const message =
      connection.status === 'signed_out'
        ? h(
            'p',
            { class: 'alert warning', role: 'alert' },
            `You were signed out of Lifeguard on ${dateTime.format(new Date(connection.at))}. Connect again so blocks reach your account.`,
          )
        : h(
            'p',
            {},
            'Connect this browser to your Lifeguard account so that Web Protection shows as active and every block is in your Activity.',
          );
    return [message, h('div', { class: 'actions' }, connect), protectionSwitch(status)];
  }
  return [
    h('p', {}, 'Connected as ', h('strong', {}, status.email ?? 'your Lifeguard account')),
    protectionSwitch(status),
    h(
      'p',
      {},
      h('strong', {}, String(status.blocksToday)),
      status.blocksToday === 1 ? ' block today' : ' blocks today',
    ),
    blockList(status),
    h(
      'div',
      { class: 'actions' },
      button('Open Lifeguard', () => openTab(`${status.origin}/app/dashboard`), true),
      button('Disconnect', () => void ask({ type: 'disconnect' }).then(render)),
    ),
  ];
}

let shown = '';

/** Shows `status`, unless it is what is shown already (so focus stays where it is). */
function render(status: PopupStatus): void {
  const next = JSON.stringify(status);
  if (next === shown) return;
  shown = next;
  document.getElementById('content')!.replaceChildren(...view(status));
  document.getElementById('privacy')!.setAttribute('href', `${status.origin}/privacy/#browser-extension`);
}

// What is known at once, then again after reporting in (a sign-out by the server shows then).
void ask({ type: 'status' })
  .then(render)
  .then(() => ask({ type: 'reportIn' }))
  .then(render);
