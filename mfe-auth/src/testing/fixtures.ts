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

/** allauth AuthenticatedResponse (200). */
export const authenticatedAnswer = (user: ServerUser = serverUser) => ({
  status: 200,
  data: { user: { ...user, display: `${user.first_name} ${user.last_name}` }, methods: [] },
  meta: { is_authenticated: true },
});

/** allauth AuthenticationResponse (401 with flows). */
export const flowsAnswer: Unauthenticated = {
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }] },
  meta: { is_authenticated: false },
};

/** GET /users/api/user/detail/ answer. */
export const userDetailAnswer = (user: ServerUser = serverUser) => ({ status: 'success', user });

/** Types the credentials and presses Enter in the password field (forms submit on Enter). */
export async function submitLogin(user: UserEvent, email = 'ann@example.com', password = 'correct-horse') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}
