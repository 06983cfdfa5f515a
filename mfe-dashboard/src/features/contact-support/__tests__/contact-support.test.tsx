import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { toClientUser } from '@lifeguard/shared/session/user';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ContactSupportPage } from '../../../pages/contact-support-page';
import { routes } from '../../../routes';

const REQUESTS = 'POST /support/api/requests/';
const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });
const REQUEST_ID = '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab';

/** The registry the gateway inlines into every app page. */
function inlineRegistry() {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lifeguard-remotes';
  script.textContent = JSON.stringify([
    { name: 'dashboard', entry: '/remotes/dashboard/mf-manifest.json', version: '0.1.0' },
    { name: 'assistant', entry: '/remotes/assistant/mf-manifest.json', version: '0.2.0' },
  ]);
  document.head.append(script);
}

afterEach(() => document.getElementById('lifeguard-remotes')?.remove());

function renderPage(
  handler: MockHandler | [number, unknown],
  { signedIn = false, route = '/contact-support' } = {},
) {
  const requests = mockApi({ [REQUESTS]: handler });
  const result = renderWithProviders(<ContactSupportPage />, {
    route,
    path: '/contact-support',
    preloadedState: { session: { user: signedIn ? ann : null } },
  });
  return { ...result, requests };
}

const form = () => screen.getByRole('form', { name: 'Contact Support' });
const sendButton = () => within(form()).getByRole('button', { name: /Send request|Sending/ });

describe('Contact Support (issue 33 item 2)', () => {
  it('is the route contact-support of this remote, open to visitors', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual(
      expect.arrayContaining([{ id: 'contact-support', path: '/contact-support' }]),
    );
    expect(routeTable['contact-support']).toEqual({
      path: '/contact-support',
      remote: 'dashboard',
      requiresAuth: false,
      frame: 'sidebar',
    });
  });

  it('signed out: asks for a reply address, checks the form before sending, then shows the reference', async () => {
    const { user, requests } = renderPage([201, { reference: 'LG-7KQ2M9XD' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(form());

    await user.click(sendButton());
    expect(await screen.findByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription(/This field is required/);
    expect(requests).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Topic'), 'Signing in or my account');
    await user.type(screen.getByLabelText('Message'), '  I cannot sign in since yesterday.  ');
    await user.type(screen.getByLabelText('Your email'), 'visitor@example.com');
    await user.click(sendButton());

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Your request was sent');
    expect(sent).toHaveTextContent('Your reference number is LG-7KQ2M9XD');
    expect(screen.queryByRole('form', { name: 'Contact Support' })).not.toBeInTheDocument();
    expect(requests.map(({ body }) => body)).toEqual([
      { topic: 'account_access', message: 'I cannot sign in since yesterday.', email: 'visitor@example.com' },
    ]);
  });

  it('signed in: replies to the account, and sends the diagnostic details it lists only when ticked', async () => {
    inlineRegistry();
    const { user, requests } = renderPage([201, { reference: 'LG-0000AAAA' }], {
      signedIn: true,
      route: `/contact-support?request_id=${REQUEST_ID}&page=%2Fdashboard%3Ftab%3D1`,
    });
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    expect(screen.getByText('We will reply to ann@example.com.')).toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: 'Include diagnostic details' });
    expect(box).not.toBeChecked();
    const listed = within(screen.getByRole('list', { name: 'Diagnostic details' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'App versions: dashboard 0.1.0, assistant 0.2.0',
      `Failed request id: ${REQUEST_ID}`,
      'Page: /dashboard',
      expect.stringMatching(/^Browser: .+/),
    ]);
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`Failed request id: ${REQUEST_ID}`));

    await user.selectOptions(screen.getByLabelText('Topic'), 'A threat or alert I received');
    await user.type(screen.getByLabelText('Message'), 'My Activity timeline does not load.');
    await user.click(box);
    await user.click(sendButton());
    expect(await screen.findByText('LG-0000AAAA')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      topic: 'threat_question',
      message: 'My Activity timeline does not load.',
      diagnostics: {
        app_versions: [
          { name: 'dashboard', version: '0.1.0' },
          { name: 'assistant', version: '0.2.0' },
        ],
        request_id: REQUEST_ID,
        page: '/dashboard',
        browser: expect.any(String),
      },
    });
  });

  it('disables the form while sending, then shows a field refusal beside its field and keeps what was typed', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const { user } = renderPage(
      () =>
        new Promise<[number, unknown]>((resolve) => {
          answer = resolve;
        }),
    );
    await user.selectOptions(screen.getByLabelText('Topic'), 'Something else');
    await user.type(screen.getByLabelText('Message'), 'Something is wrong with my family page.');
    await user.type(screen.getByLabelText('Your email'), 'ann@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();

    answer([
      400,
      {
        status: 'error',
        errors: [{ message: 'Enter a valid email address.', code: 'invalid', param: 'email' }],
      },
    ]);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveValue('Something is wrong with my family page.');
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('shows a refusal about no field above the form (the minute limit), and passes axe', async () => {
    const { user } = renderPage([
      429,
      {
        status: 'error',
        errors: [
          { message: 'Too many support requests. Please wait a minute and try again.', code: 'rate_limited' },
        ],
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Topic'), 'My dark web scan');
    await user.type(screen.getByLabelText('Message'), 'The scan never finishes for me.');
    await user.type(screen.getByLabelText('Your email'), 'ann@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many support requests. Please wait a minute and try again.',
    );
    // jsdom computes no colours: contrast is the browser suites' (e2e/tests/contact-support.spec.ts).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });
});
