import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Unauthenticated } from '@lifeguard/contracts/schemas/errors';
import type { ServerUser } from '@lifeguard/shared/session/user';

/** A user as our server presents it (spec 000 §3). */
export const serverUser: ServerUser = {
  id: 7,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  onboarding_responses: { protecting: ['self'] },
};

/** allauth AuthenticatedResponse (200) of a password login (allauth's record, issue 16 §8). */
export const authenticatedAnswer = (user: ServerUser = serverUser) => ({
  status: 200,
  data: {
    user: { ...user, display: `${user.first_name} ${user.last_name}` },
    methods: [{ method: 'password', at: 1_700_000_000, email: user.email }],
  },
  meta: { is_authenticated: true },
});

/** allauth AuthenticationResponse (401 with flows). */
export const flowsAnswer: Unauthenticated = {
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }] },
  meta: { is_authenticated: false },
};

/**
 * allauth AuthenticationResponse (401) while a login waits for its second step (issue 16 §6):
 * the flows, the pending `mfa_authenticate` among them.
 */
export const pendingSecondStepAnswer: Unauthenticated = {
  status: 401,
  data: {
    flows: [
      { id: 'login' },
      { id: 'signup' },
      { id: 'provider_redirect', providers: ['google'] },
      { id: 'mfa_authenticate', is_pending: true, types: ['recovery_codes', 'totp'] },
    ],
  },
  meta: { is_authenticated: false },
};

/** allauth's 400 for a refused authenticator or recovery code (MFA adapter 'incorrect_code'). */
export const incorrectCodeAnswer = {
  status: 400,
  errors: [{ message: 'Incorrect code.', code: 'incorrect_code', param: 'code' }],
};

/** GET /users/api/user/detail/ answer. */
export const userDetailAnswer = (user: ServerUser = serverUser) => ({ status: 'success', user });

/** Types the credentials and presses Enter in the password field (forms submit on Enter). */
export async function submitLogin(user: UserEvent, email = 'ann@example.com', password = 'correct-horse') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

/** Types a code into the second step's focused input and presses Enter (issue 16 §6). */
export async function submitCode(user: UserEvent, code: string) {
  await user.type(await screen.findByLabelText('Authentication code'), `${code}{Enter}`);
}
