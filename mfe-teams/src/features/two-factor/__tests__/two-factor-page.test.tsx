import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { TwoFactorPage } from '../../../pages/two-factor-page';
import { CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import {
  activeAuthenticators,
  allauthError,
  AUTHENTICATORS,
  listAnswer,
  reauthenticationRequired,
  REAUTHENTICATE,
  RECOVERY_CODES,
  TOTP,
} from '../../../testing/security-fixtures';
import { QR_CODE_ALT } from '../components/qr-code-image';
import { COPIED } from '../hooks/use-copy';
import { NEW_CODES_MADE } from '../hooks/use-recovery-codes';
import { TWO_FACTOR_OFF } from '../components/turn-off-two-factor';

const PAGE = '/accounts/2fa';
const SECRET = 'JBSWY3DPEHPK3PXP';
const TOTP_URL = `otpauth://totp/Lifeguard:ada%40example.com?secret=${SECRET}&issuer=Lifeguard`;
const CREATED_AT = 1_741_521_600; // 2025-03-09T12:00:00Z
const CODES = [
  '3f9a1c2e',
  '8b7d6e5f',
  '0a1b2c3d',
  '4e5f6a7b',
  'c8d9e0f1',
  '2a3b4c5d',
  '6e7f8a9b',
  'd0e1f2a3',
  '5b6c7d8e',
  '9f0a1b2c',
];

const recoveryCodes = (codes: string[]): [number, unknown] => [
  200,
  {
    status: 200,
    data: {
      type: 'recovery_codes',
      created_at: CREATED_AT,
      last_used_at: null,
      total_code_count: 10,
      unused_code_count: codes.length,
      unused_codes: codes,
    },
  },
];

const authenticated: [number, unknown] = [
  200,
  {
    status: 200,
    data: { user: { id: 7, display: 'Ada Lovelace' }, methods: [] },
    meta: { is_authenticated: true },
  },
];

const region = (name: string) => screen.findByRole('region', { name });

describe('Two-factor authentication (issue 16 §6)', () => {
  it('sets up the authenticator app: QR code and key, a wrong code refused, then the recovery codes', async () => {
    let active = false;
    const requests = mockApi({
      [`GET ${AUTHENTICATORS}`]: () => listAnswer(active ? activeAuthenticators(10, CREATED_AT) : []),
      [`GET ${TOTP}`]: [404, { status: 404, meta: { secret: SECRET, totp_url: TOTP_URL } }],
      [`POST ${TOTP}`]: ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return allauthError(400, 'Incorrect code.', 'incorrect_code', 'code');
        }
        active = true;
        const totp = { type: 'totp', created_at: CREATED_AT, last_used_at: null };
        return [200, { status: 200, data: totp, meta: { recovery_codes_generated: true } }];
      },
      [`GET ${RECOVERY_CODES}`]: recoveryCodes(CODES),
    });
    const { user } = renderAccountPage(<TwoFactorPage />, PAGE);

    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeInTheDocument();
    const off = await region('Two-factor authentication is off');
    expect(within(off).getByText(/a 6-digit code from an app on your phone/)).toBeInTheDocument();
    await user.click(within(off).getByRole('button', { name: 'Set up authenticator app' }));

    const qr = await screen.findByRole('img', { name: QR_CODE_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByRole('group', { name: "Can't scan? Enter this key" })).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    );
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Incorrect code.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Incorrect code.'));
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const saving = await region('Save your recovery codes');
    // The card shows while its codes load: wait for the list itself.
    const list = await within(saving).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = within(saving).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'lifeguard-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    await user.click(within(saving).getByRole('button', { name: 'Copy codes' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(CODES.join('\n')));

    await user.click(within(saving).getByRole('button', { name: "I've saved my codes" }));
    const on = await region('Two-factor authentication is on');
    expect(on).toHaveTextContent('Authenticator app: on (since Mar 9, 2025)');
    expect(on).toHaveTextContent('Recovery codes: 10 of 10 left');
    expect(
      requests
        .filter(({ method }) => method === 'POST')
        .map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')]),
    ).toEqual([
      [TOTP, { code: '000000' }, CSRF_TOKEN],
      [TOTP, { code: '123456' }, CSRF_TOKEN],
    ]);
  });

  it('shows why setup cannot start (an unverified address) and goes back', async () => {
    const message =
      'You cannot activate two-factor authentication until you have verified your email address.';
    mockApi({
      [`GET ${AUTHENTICATORS}`]: listAnswer([]),
      [`GET ${TOTP}`]: allauthError(409, message, 'unverified_email'),
    });
    const { user } = renderAccountPage(<TwoFactorPage />, PAGE);

    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
  });

  it('turns it off after a warning, asking for the password first, then trying again by itself', async () => {
    let active = true;
    let fresh = false;
    const requests = mockApi({
      [`GET ${AUTHENTICATORS}`]: () => listAnswer(active ? activeAuthenticators(7, CREATED_AT) : []),
      [`DELETE ${TOTP}`]: () => {
        if (!fresh) {
          return reauthenticationRequired([
            { id: 'reauthenticate' },
            { id: 'mfa_reauthenticate', types: ['totp', 'recovery_codes'] },
          ]);
        }
        active = false;
        return [200, { status: 200 }];
      },
      [`POST ${REAUTHENTICATE}`]: ({ body }) => {
        if ((body as { password: string }).password !== 'Secret123!') {
          return allauthError(400, 'Incorrect password.', 'incorrect_password', 'password');
        }
        fresh = true;
        return authenticated;
      },
    });
    const { user, store } = renderAccountPage(<TwoFactorPage />, PAGE);

    const on = await region('Two-factor authentication is on');
    expect(on).toHaveTextContent('Recovery codes: 7 of 10 left');
    await user.click(within(on).getByRole('button', { name: 'Turn off two-factor authentication' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));

    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(reauth).getByLabelText('Code from your authenticator app')).toBeInTheDocument();
    const password = within(reauth).getByLabelText('Password');
    await user.type(password, 'wrong');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm with password' }));
    expect(await within(reauth).findByText('Incorrect password.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Secret123!');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm with password' }));

    expect(await region('Two-factor authentication is off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: TWO_FACTOR_OFF, type: 'success' }),
    ]);
    expect(
      requests.filter(({ method }) => method !== 'GET').map(({ method, path, body }) => [method, path, body]),
    ).toEqual([
      ['DELETE', TOTP, undefined],
      ['POST', REAUTHENTICATE, { password: 'wrong' }],
      ['POST', REAUTHENTICATE, { password: 'Secret123!' }],
      ['DELETE', TOTP, undefined],
    ]);
  });

  it('leaves it on when the confirmation is cancelled with Escape', async () => {
    const requests = mockApi({
      [`GET ${AUTHENTICATORS}`]: listAnswer(activeAuthenticators(10, CREATED_AT)),
      [`DELETE ${TOTP}`]: reauthenticationRequired([{ id: 'reauthenticate' }]),
    });
    const { user, store } = renderAccountPage(<TwoFactorPage />, PAGE);

    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(reauth).queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Two-factor authentication is on' })).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'DELETE')).toHaveLength(1);
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('shows the codes left, and makes new ones after a warning that the old ones stop working', async () => {
    const fresh = CODES.map((code) => code.split('').reverse().join(''));
    const requests = mockApi({
      [`GET ${AUTHENTICATORS}`]: listAnswer(activeAuthenticators(2, CREATED_AT)),
      [`GET ${RECOVERY_CODES}`]: recoveryCodes(CODES.slice(0, 2)),
      [`POST ${RECOVERY_CODES}`]: recoveryCodes(fresh),
    });
    const { user, store } = renderAccountPage(<TwoFactorPage />, PAGE);

    const on = await region('Two-factor authentication is on');
    expect(on).toHaveTextContent('Recovery codes: 2 of 10 left');
    await user.click(within(on).getByRole('button', { name: 'Show codes' }));
    const shown = await within(on).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES.slice(0, 2));
    await user.click(within(on).getByRole('button', { name: 'Hide codes' }));
    expect(within(on).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();

    await user.click(within(on).getByRole('button', { name: 'Make new codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    expect(confirm).toHaveTextContent('Your old recovery codes stop working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Make new codes' }));

    const renewed = await within(on).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(renewed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: NEW_CODES_MADE, type: 'success' }),
    ]);
    expect(requests.filter(({ method }) => method === 'POST').map(({ path, body }) => [path, body])).toEqual([
      [RECOVERY_CODES, undefined],
    ]);
  });

  it('has no accessibility violations during setup', async () => {
    mockApi({
      [`GET ${AUTHENTICATORS}`]: listAnswer([]),
      [`GET ${TOTP}`]: [404, { status: 404, meta: { secret: SECRET, totp_url: TOTP_URL } }],
    });
    const { user } = renderAccountPage(<TwoFactorPage />, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await screen.findByRole('img', { name: QR_CODE_ALT });

    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });
});
