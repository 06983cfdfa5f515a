import { act } from '@testing-library/react';
import type { SessionMethod } from '@lifeguard/contracts/allauth';
import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import { flushAnalytics } from '@lifeguard/shared/analytics/track';
import type { RecordedRequest } from '@lifeguard/shared/testing/mock-api';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { EMPTY_DRAFT, type RegistrationDraft } from '../stores/registration-draft';

/** A visitor who just registered by email (spec 000 §3): no names, answers or password yet. */
export const newUser: ServerUser = {
  id: 21,
  email: 'new@example.com',
  first_name: '',
  last_name: '',
  has_usable_password: false,
  onboarding_responses: {},
};

/** The registration calls' success answer (spec 000 §7). */
export const successAnswer = (user: ServerUser = newUser) => ({ status: 'success', user });

/** allauth's record of a login (issue 16 §8) by `method`: a Google sign-in or a password. */
export const loginRecord = (method: SessionMethod): AuthenticationMethod =>
  method === 'google'
    ? { method: 'socialaccount', provider: 'google', uid: '108', at: 1_700_000_000, reauthenticated: false }
    : { method: 'password', at: 1_700_000_000, email: newUser.email };

/** The allauth session a signed-in user arrives with, by how they signed in ('google', 'password'). */
export const sessionSignedInBy = (method: SessionMethod): Record<string, [number, unknown]> => ({
  'GET /_allauth/browser/v1/auth/session': [200, { status: 200, data: { methods: [loginRecord(method)] } }],
});

/** A draft of `newUser` on the email route, with `overrides`. */
export const draftOf = (overrides: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...EMPTY_DRAFT,
  email: newUser.email,
  ...overrides,
});

/** The analytics events sent so far (flushed now), without the fields `track` adds. */
export async function trackedEvents(requests: RecordedRequest[]) {
  await act(() => flushAnalytics());
  return requests
    .filter((request) => request.path === '/api/analytics/events/')
    .flatMap((request) => (request.body as { events: { event: string; properties: object }[] }).events)
    .map(({ event, properties }) => {
      const { source: _source, email: _email, ...rest } = properties as Record<string, unknown>;
      return { event, properties: rest };
    });
}
