import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { actionItemFixture } from '../../../testing/fixtures';
import type { ActionItem } from '../api/get-action-items';
import { ActionItemsPanel } from '../components/action-items-panel';

const ITEMS = '/security-tasks/api/action-items/';
const US_ONLY = 'Enter a valid US phone number. The Do Not Call Registry only takes US numbers.';

const verifyItem = actionItemFixture({
  id: 7,
  kind: 'verify_phone',
  title: 'Verify your phone number',
  priority: 'high',
  data: { integration_type: 'phone' },
});
const doNotCallItem = actionItemFixture({
  id: 9,
  kind: 'register_donotcall',
  title: 'Add your number to the Do Not Call Registry',
  priority: 'low',
  data: { registry_url: 'https://www.donotcall.gov/' },
});

const ann = (overrides: Partial<ServerUser> = {}): ServerUser => ({
  id: 1,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  ...overrides,
});
const signedIn = (user: ServerUser) => ({ preloadedState: { session: { user: toClientUser(user) } } });
const refusal = (status: number, message: string, code: string, param: string): [number, unknown] => [
  status,
  { status: 'error', errors: [{ message, code, param }] },
];
const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map(({ path, body }) => ({ path, body }));

/** The server of the flows: the list, then a verified US number brings the Do Not Call item. */
function phoneServer(initial: ActionItem[]) {
  let items = initial;
  let verified = false;
  const complete = (id: number, data: Record<string, unknown> = {}) => {
    items = items.map((i) =>
      i.id === id
        ? { ...i, completed: true, completed_at: '2025-06-10T12:00:00Z', data: { ...i.data, ...data } }
        : i,
    );
    return items.find((i) => i.id === id);
  };
  const requests = mockApi({
    [`GET ${ITEMS}`]: () => [200, listAnswer(items)],
    'GET /users/api/user/detail/': () => [
      200,
      {
        status: 'success',
        user: ann(verified ? { phone_number: '+12015550123', phone_verified: true } : {}),
      },
    ],
    [`POST ${ITEMS}7/verify_phone/`]: ({ body }) =>
      (body as { phone_number: string }).phone_number.includes('555')
        ? [200, verifyItem]
        : refusal(400, 'Enter a valid phone number.', 'invalid_phone_number', 'phone_number'),
    [`POST ${ITEMS}7/verify_phone_code/`]: ({ body }) => {
      if ((body as { verification_code: string }).verification_code !== '123456') {
        return refusal(400, 'The verification code is incorrect.', 'invalid_code', 'code');
      }
      verified = true;
      const done = complete(7);
      items = [...items, doNotCallItem];
      return [200, done];
    },
    [`POST ${ITEMS}9/register_donotcall/`]: ({ body }) =>
      (body as { phone_number: string }).phone_number.startsWith('+44')
        ? refusal(400, US_ONLY, 'invalid_phone_number', 'phone_number')
        : [200, complete(9, { registered_number: '+12015550123' })],
  });
  return requests;
}

describe('phone verification in the action items panel (spec 001 §4, §7 verify_phone, verify_phone_code)', () => {
  it('sends a code to the number, verifies it, and offers the Do Not Call Registry next', async () => {
    const requests = phoneServer([verifyItem]);
    const { user } = renderWithProviders(<ActionItemsPanel />, {
      route: '/dashboard',
      ...signedIn(ann({ phone_number: '+1 201 555 0123' })),
    });
    const open = await screen.findByRole('button', { name: 'Verify phone' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const number = within(screen.getByRole('form', { name: 'Send a code' })).getByLabelText('Phone number');
    expect(number).toHaveValue('+1 201 555 0123');
    expect(number).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByText('We texted a 6-digit code to +1 201 555 0123.')).toBeInTheDocument();
    await user.type(code, '123456{Enter}');

    expect(await screen.findByText('Your phone number +1 201 555 0123 is verified.')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { path: `${ITEMS}7/verify_phone/`, body: { phone_number: '+1 201 555 0123' } },
      {
        path: `${ITEMS}7/verify_phone_code/`,
        body: { verification_code: '123456', phone_number: '+1 201 555 0123' },
      },
    ]);
    // The list is read again: the item is completed and the Do Not Call item arrives.
    await user.click(await screen.findByRole('button', { name: 'Register number' }));
    expect(screen.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
    // The session user was read again: the Do Not Call flow offers the verified number.
    expect(screen.getByLabelText('Phone number')).toHaveValue('+12015550123');
  });

  it("shows the server's refusals next to the field they concern", async () => {
    phoneServer([verifyItem]);
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard', ...signedIn(ann()) });
    await user.click(await screen.findByRole('button', { name: 'Verify phone' }));
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '12{Enter}');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(expect.stringContaining('Enter a valid phone number.')),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, '201-555-0123{Enter}');
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The verification code is incorrect.'));

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('201-555-0123');
  });
});

describe('Do Not Call registration in the action items panel (spec 001 §4, §7 register_donotcall)', () => {
  const verifiedAnn = signedIn(ann({ phone_number: '+12015550123', phone_verified: true }));

  it('registers the verified number, showing busy, then where to finish', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = mockApi({
      [`GET ${ITEMS}`]: [200, listAnswer([doNotCallItem])],
      [`POST ${ITEMS}9/register_donotcall/`]: async () => {
        await held;
        return [
          200,
          {
            ...doNotCallItem,
            completed: true,
            data: { registered_number: '+12015550123', registry_url: 'https://www.donotcall.gov/' },
          },
        ];
      },
    });
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard', ...verifiedAnn });
    await user.click(await screen.findByRole('button', { name: 'Register number' }));
    const form = screen.getByRole('form', { name: 'Register on the Do Not Call list' });
    expect(within(form).getByLabelText('Phone number')).toHaveValue('+12015550123');
    await user.click(within(form).getByRole('button', { name: 'Register on the Do Not Call list' }));

    expect(await within(form).findByRole('button', { name: 'Registering...' })).toBeDisabled();
    release();
    expect(await screen.findByText(/Number saved for the Do Not Call list/)).toBeInTheDocument();
    const registry = screen.getByRole('link', { name: 'Open the Do Not Call Registry (opens in a new tab)' });
    expect(registry).toHaveAttribute('href', 'https://www.donotcall.gov/');
    expect(registry).toHaveAttribute('target', '_blank');
    expect(posts(requests)).toEqual([
      { path: `${ITEMS}9/register_donotcall/`, body: { phone_number: '+12015550123' } },
    ]);
  });

  it('says clearly under the field that a non-US number cannot be registered', async () => {
    phoneServer([doNotCallItem]);
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard', ...verifiedAnn });
    await user.click(await screen.findByRole('button', { name: 'Register number' }));
    const number = screen.getByLabelText('Phone number');
    await user.clear(number);
    await user.type(number, '+44 20 7946 0958{Enter}');
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining(US_ONLY)));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Register number' })).toBeInTheDocument();
  });
});
