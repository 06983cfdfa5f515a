/**
 * The app taking over a prerendered first screen (issue 17 "The first screen paints without
 * JavaScript"). The gateway serves /login, /forgot-password and /register with their markup in
 * `#root[data-prerendered]` (api/src/gateway/app-page.ts). The app then renders into a hidden
 * container beside it, and once its own screen has mounted ({@link revealApp}) it swaps the two
 * before the next paint: what the visitor typed and where the focus was move across, and a
 * submit or button click the page's script held (shell index.html) is made again. Same
 * components, same layout: nothing shifts. A signed-in page the server rendered with its data
 * (issue 31) is taken over the same way.
 */

type TakeOver = { prerendered: HTMLElement; container: HTMLElement };

let takeOver: TakeOver | null = null;

/**
 * Where the app renders: `#root`, or, when it holds a prerendered screen, a new hidden `#root`
 * after it (the prerendered element is renamed). @throws Error when the page has no `#root`.
 */
export function appContainer(doc: Document = document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error('No #root element to mount Lifeguard on');
  if (!root.hasAttribute('data-prerendered')) return root;
  root.id = 'root-prerendered';
  const container = doc.createElement('div');
  container.id = 'root';
  container.hidden = true;
  root.after(container);
  takeOver = { prerendered: root, container };
  return container;
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Types `from`'s value into `to` as a user would, so React's onChange sees it. */
function copyInput(from: HTMLInputElement, to: HTMLInputElement) {
  if (from.type === 'checkbox' || from.type === 'radio') {
    if (from.checked !== to.checked) to.click();
    return;
  }
  if (from.value === '' || from.value === to.value) return;
  valueSetter?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The live element matching a prerendered one: of the elements `selector` finds, the one at the
 * same place in the live screen as `element` in the prerendered one (the second 'Complete'
 * button, the second form, the `email` field of the second form).
 */
function counterpart<T extends Element>(live: HTMLElement, element: T, selector: string): T | null {
  const prerendered = element.closest('[data-prerendered]');
  const index = prerendered ? [...prerendered.querySelectorAll(selector)].indexOf(element) : -1;
  return index < 0 ? null : ((live.querySelectorAll(selector)[index] as T | undefined) ?? null);
}

/** The live form field matching a prerendered one: the same name, at the same place. */
function sameField(live: HTMLElement, field: HTMLInputElement): HTMLInputElement | null {
  return field.name ? counterpart(live, field, `input[name="${CSS.escape(field.name)}"]`) : null;
}

/** Moves the focus (and the caret, where the field has one) to the live field. */
function moveFocus(from: HTMLInputElement, to: HTMLInputElement) {
  to.focus();
  try {
    if (from.selectionStart !== null) to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // Email fields have no selection API.
  }
}

/**
 * Shows the app in place of the prerendered screen, once: called when the app's first screen
 * (or its error) has mounted; does nothing on a page that was not prerendered.
 */
export function revealApp(): void {
  if (!takeOver) return;
  const { prerendered, container } = takeOver;
  takeOver = null;
  const doc = prerendered.ownerDocument;
  const focused = doc.activeElement;
  const fields = [...prerendered.querySelectorAll('input')];
  const held = prerendered.querySelector<HTMLFormElement>('form[data-submit-pending]');
  const clicked = prerendered.querySelector<HTMLButtonElement>('button[data-click-pending]');

  container.hidden = false;
  prerendered.remove();
  for (const id of ['prerendered-light', 'prerendered-dark', 'prerendered-dark-markup']) {
    doc.getElementById(id)?.remove();
  }

  for (const field of fields) {
    const live = sameField(container, field);
    if (!live) continue;
    copyInput(field, live);
    if (field === focused) moveFocus(field, live);
  }
  const form = held && counterpart(container, held, 'form');
  const button = clicked && sameButton(container, clicked);
  // After React has seen the typed values: the form then submits what the visitor sent.
  if (form) setTimeout(() => form.requestSubmit(), 0);
  else if (button) setTimeout(() => button.click(), 0);
}

/** The live button matching a prerendered one: the same label at the same place (e.g. 'Sign in with Google'). */
function sameButton(live: HTMLElement, button: HTMLButtonElement): HTMLButtonElement | null {
  const label = button.textContent?.trim();
  const labelled = (root: ParentNode | null) =>
    [...(root?.querySelectorAll('button') ?? [])].filter(
      (candidate) => candidate.textContent?.trim() === label,
    );
  const index = labelled(button.closest('[data-prerendered]')).indexOf(button);
  return labelled(live)[Math.max(index, 0)] ?? null;
}
