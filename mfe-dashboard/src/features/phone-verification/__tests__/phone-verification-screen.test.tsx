import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import { api } from '@lifeguard/shared/api/api-slice';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { PhoneVerificationScreen } from '../components/phone-verification-screen';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const SEND = 'POST /users/api/phone/send-verification/';
const VERIFY = 'POST /users/api/phone/verify-code/';

const ann: ServerUser = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
const sent = {
  status: 'success',
  message: 'Verification code sent.',
  phone_number: '+12015550123',
  expires_in: 600,
};
const verifiedAnn = { ...ann, phone_number: '+12015550123', phone_verified: true, device_type: 'ios' };
const refusal = (status: number, message: string, code: string, param = 'code') =>
  [status, { status: 'error', errors: [{ message, code, param }] }] as [number, unknown];

function renderScreen(user: ServerUser = ann) {
  return renderWithProviders(<PhoneVerificationScreen />, {
    route: '/integrations/phone',
    preloadedState: { session: { user: toClientUser(user) } },
  });
}

async function sendCode(view: ReturnType<typeof renderScreen>, number = '(201) 555-0123') {
  await view.user.type(screen.getByLabelText('Phone number'), number);
  await view.user.click(screen.getByRole('radio', { name: 'iPhone' }));
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Verification code');
}

describe('phone verification (spec 000 §4 "Phone", §7; spec 001 §4)', () => {
  it('sends a code, verifies it, and holds the verified number on the session user', async () => {
    const requests = mockApi({
      [SEND]: [200, sent],
      [VERIFY]: [200, { status: 'success', user: verifiedAnn }],
    });
    const view = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Phone verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'US numbers by default; include +country code otherwise',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('group', { name: 'Type of phone' })).toBeInTheDocument();

    const code = await sendCode(view);
    expect(screen.getByText('+12015550123')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await view.user.type(code, '123456{Enter}');

    expect(await screen.findByRole('heading', { name: 'Phone verified' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your phone number +12015550123 is verified.');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/users/api/phone/send-verification/',
        body: { phone_number: '(201) 555-0123', device_type: 'ios' },
      },
      {
        method: 'POST',
        path: '/users/api/phone/verify-code/',
        body: { phone_number: '+12015550123', code: '123456', device_type: 'ios' },
      },
    ]);
    expect(view.store.getState().session.user).toMatchObject({
      phone_number: '+12015550123',
      phone_verified: true,
      device_type: 'ios',
    });
    expect(jest.mocked(track).mock.calls).toEqual([
      ['phone verification code sent', { device_type: 'ios', resend: false }],
      ['phone verification completed', { device_type: 'ios' }],
    ]);
  });

  it('refreshes what follows the verified number: integrations and action items', async () => {
    const requests = mockApi({
      [SEND]: [200, sent],
      [VERIFY]: [200, { status: 'success', user: verifiedAnn }],
      'GET /integrations/api/integrations/': [200, { results: [] }],
      'GET /security-tasks/api/action-items/': [200, { results: [] }],
    });
    // Stand-ins for the dashboard's queries of those lists, tagged as theirs are.
    const probes = api.injectEndpoints({
      endpoints: (build) => ({
        integrationsProbe: build.query<unknown, void>({
          query: () => '/integrations/api/integrations/',
          providesTags: ['Integration'],
        }),
        actionItemsProbe: build.query<unknown, void>({
          query: () => '/security-tasks/api/action-items/',
          providesTags: ['ActionItem'],
        }),
      }),
    });
    const view = renderScreen();
    await act(() => view.store.dispatch(probes.endpoints.integrationsProbe.initiate()));
    await act(() => view.store.dispatch(probes.endpoints.actionItemsProbe.initiate()));
    const reads = () => requests.filter(({ method }) => method === 'GET').map(({ path }) => path);
    expect(reads()).toHaveLength(2);

    await view.user.type(await sendCode(view), '123456{Enter}');
    await screen.findByRole('heading', { name: 'Phone verified' });
    expect(reads().sort()).toEqual([
      '/integrations/api/integrations/',
      '/integrations/api/integrations/',
      '/security-tasks/api/action-items/',
      '/security-tasks/api/action-items/',
    ]);
  });

  it('shows a refused code and lets the user try again', async () => {
    const answers = [
      refusal(400, 'The verification code is incorrect.', 'invalid_code'),
      [200, { status: 'success', user: verifiedAnn }] as [number, unknown],
    ];
    mockApi({ [SEND]: [200, sent], [VERIFY]: () => answers.shift() ?? [500, {}] });
    const view = renderScreen();
    const code = await sendCode(view);
    await view.user.type(code, '000000{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is incorrect.');
    expect(view.store.getState().session.user?.phone_verified).toBe(false);
    expect(jest.mocked(track)).toHaveBeenLastCalledWith('phone verification failed', {
      stage: 'verify',
      code: 'invalid_code',
    });

    await view.user.clear(code);
    await view.user.type(code, '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Phone verified' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("respects the server's resend cool-down and confirms a new code", async () => {
    const answers = [
      [200, sent],
      refusal(429, 'Please wait 25 seconds before requesting a new code.', 'resend_too_soon', 'phone_number'),
      [200, sent],
    ] as [number, unknown][];
    const requests = mockApi({ [SEND]: () => answers.shift() ?? [500, {}] });
    const view = renderScreen();
    await sendCode(view);

    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 25 seconds before requesting a new code.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to +12015550123.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.map(({ body }) => body)).toEqual(
      Array(3).fill({ phone_number: '(201) 555-0123', device_type: 'ios' }),
    );
    expect(jest.mocked(track)).toHaveBeenLastCalledWith('phone verification code sent', {
      device_type: 'ios',
      resend: true,
    });
  });

  it('goes back to the number, kept, with Change number', async () => {
    mockApi({ [SEND]: [200, sent] });
    const view = renderScreen();
    await sendCode(view);
    await view.user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('(201) 555-0123');
    expect(screen.getByRole('radio', { name: 'iPhone' })).toBeChecked();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the number is refused", async () => {
    mockApi({
      [SEND]: refusal(
        400,
        'This number cannot receive text messages. Enter a mobile number.',
        'not_mobile',
        'phone_number',
      ),
    });
    const view = renderScreen();
    await view.user.type(screen.getByLabelText('Phone number'), '201 555 0100{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This number cannot receive text messages. Enter a mobile number.');
    await view.user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(jest.mocked(track)).toHaveBeenCalledWith('phone verification failed', {
      stage: 'send',
      code: 'not_mobile',
    });
  });

  it('checks the number and the code before calling the server', async () => {
    const requests = mockApi({ [SEND]: [200, sent] });
    const view = renderScreen();
    await view.user.type(screen.getByLabelText('Phone number'), 'call me{Enter}');
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await view.user.clear(screen.getByLabelText('Phone number'));
    const code = await sendCode(view);
    await view.user.type(code, '12a{Enter}');
    expect(await screen.findByText('Enter the 6-digit code from the text message.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows an already verified number, and can verify a different one', async () => {
    mockApi({});
    const view = renderScreen(verifiedAnn);
    expect(screen.getByText('+12015550123')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Verify a different number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'iPhone' })).toBeChecked();
  });
});
