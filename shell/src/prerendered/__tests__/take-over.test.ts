import { appContainer, revealApp } from '../take-over';

/** The page as the gateway serves a prerendered login (api/src/gateway/app-page.ts), reduced. */
const PRERENDERED =
  '<style id="prerendered-light">.a{}</style><style id="prerendered-dark" media="not all">.b{}</style>' +
  '<div id="root" data-prerendered="login" data-prerendered-mode="light">' +
  '<form aria-label="Login"><input type="email" name="email"><input type="password" name="password">' +
  '<input type="checkbox" name="rememberMe"><button type="submit">Login</button>' +
  '<button type="button">Sign in with Google</button></form></div>' +
  '<template id="prerendered-dark-markup"><form></form></template>';

/** What the app renders into its container: the same form, live, recording what it sees. */
function renderApp(container: HTMLElement) {
  container.innerHTML =
    '<form aria-label="Login"><input type="email" name="email"><input type="password" name="password">' +
    '<input type="checkbox" name="rememberMe"><button type="submit">Login</button>' +
    '<button type="button">Sign in with Google</button></form>';
  const seen: string[] = [];
  const form = container.querySelector('form')!;
  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    seen.push(`${input.name}=${input.value}`);
  });
  const submitted: Record<string, string>[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = [...form.querySelectorAll('input')].filter((field) => field.type !== 'checkbox');
    submitted.push(Object.fromEntries(fields.map((field) => [field.name, field.value])));
  });
  const clicks: string[] = [];
  form.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button?.type === 'button') clicks.push(button.textContent ?? '');
  });
  return { form, seen, submitted, clicks };
}

const input = (name: string, scope: ParentNode = document) =>
  scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('appContainer', () => {
  it('is #root itself on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer()).toBe(document.getElementById('root'));
  });

  it('is a new hidden #root after a prerendered one, which keeps showing', () => {
    document.body.innerHTML = PRERENDERED;
    const container = appContainer();
    expect(container.id).toBe('root');
    expect(container.hidden).toBe(true);
    const prerendered = document.getElementById('root-prerendered')!;
    expect(prerendered.nextElementSibling).toBe(container);
    expect(prerendered.hidden).toBe(false);
  });

  it('throws without a #root', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => appContainer()).toThrow('No #root element');
  });
});

describe('revealApp', () => {
  it('swaps in the app: what was typed, the checkbox and the focus move across; the prerendered page is gone', () => {
    document.body.innerHTML = PRERENDERED;
    input('email').value = 'ada@example.com';
    input('password').value = 'Secret-pass-1';
    input('rememberMe').checked = true;
    input('password').focus();
    const container = appContainer();
    const { seen } = renderApp(container);

    revealApp();

    expect(container.hidden).toBe(false);
    expect(document.getElementById('root-prerendered')).toBeNull();
    for (const id of ['prerendered-light', 'prerendered-dark', 'prerendered-dark-markup']) {
      expect(document.getElementById(id)).toBeNull();
    }
    expect(input('email', container).value).toBe('ada@example.com');
    expect(seen).toEqual(['email=ada@example.com', 'password=Secret-pass-1', 'rememberMe=on']);
    expect(input('rememberMe', container).checked).toBe(true);
    expect(document.activeElement).toBe(input('password', container));
  });

  it('sends a submit the page held before the app was there, with what was typed', () => {
    jest.useFakeTimers();
    document.body.innerHTML = PRERENDERED;
    input('email').value = 'ada@example.com';
    input('password').value = 'Secret-pass-1';
    document.querySelector('form')!.setAttribute('data-submit-pending', '');
    const { submitted } = renderApp(appContainer());

    revealApp();
    expect(submitted).toEqual([]);
    jest.runAllTimers();

    expect(submitted).toEqual([{ email: 'ada@example.com', password: 'Secret-pass-1' }]);
  });

  it("clicks the live button whose click the page held, e.g. 'Sign in with Google'", () => {
    jest.useFakeTimers();
    document.body.innerHTML = PRERENDERED;
    document.querySelector('button[type="button"]')!.setAttribute('data-click-pending', '');
    const { clicks, submitted } = renderApp(appContainer());

    revealApp();
    jest.runAllTimers();

    expect(clicks).toEqual(['Sign in with Google']);
    expect(submitted).toEqual([]);
  });

  it('clicks the same one of several equally labelled buttons, as on a server-rendered list (issue 31)', () => {
    jest.useFakeTimers();
    const list = (items: string[]) =>
      items.map((item) => `<li>${item}<button type="button">Complete</button></li>`).join('');
    document.body.innerHTML = `<div id="root" data-prerendered="dashboard"><ul>${list(['a', 'b', 'c'])}</ul></div>`;
    document.querySelectorAll('button')[1]!.setAttribute('data-click-pending', '');
    const container = appContainer();
    container.innerHTML = `<ul>${list(['a', 'b', 'c'])}</ul>`;
    const clicked: string[] = [];
    container.addEventListener('click', (event) => {
      clicked.push((event.target as Element).closest('li')?.firstChild?.textContent ?? '');
    });

    revealApp();
    jest.runAllTimers();

    expect(clicked).toEqual(['b']);
  });

  it('sends the held one of several forms, with what was typed in its own fields (issue 31)', () => {
    jest.useFakeTimers();
    const forms =
      '<form aria-label="Profile"><input name="email" value="ann@example.com"><button type="submit">Save</button></form>' +
      '<form aria-label="Add email address"><input name="email"><button type="submit">Add</button></form>';
    document.body.innerHTML = `<div id="root" data-prerendered="profile">${forms}</div>`;
    const typed = document.querySelectorAll<HTMLInputElement>('input[name="email"]')[1]!;
    typed.value = 'second@example.com';
    document.querySelectorAll('form')[1]!.setAttribute('data-submit-pending', '');
    const container = appContainer();
    container.innerHTML = forms;
    const submitted: string[] = [];
    container.addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      submitted.push(`${form.getAttribute('aria-label')}: ${form.querySelector('input')!.value}`);
    });

    revealApp();
    jest.runAllTimers();

    expect(submitted).toEqual(['Add email address: second@example.com']);
    expect(input('email', container).value).toBe('ann@example.com');
  });

  it('submits nothing when nothing was held, and does nothing a second time', () => {
    jest.useFakeTimers();
    document.body.innerHTML = PRERENDERED;
    const container = appContainer();
    const { submitted, clicks } = renderApp(container);
    revealApp();
    jest.runAllTimers();
    expect(submitted).toEqual([]);
    expect(clicks).toEqual([]);
    container.hidden = true;
    revealApp();
    expect(container.hidden).toBe(true);
  });
});
