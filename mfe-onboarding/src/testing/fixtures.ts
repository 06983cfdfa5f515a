import { act } from '@testing-library/react';
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

/** The allauth session a signed-in user arrives with, by how they signed in ('google', 'password'). */
export const sessionSignedInBy = (method: string): Record<string, [number, unknown]> => ({
  'GET /_allauth/browser/v1/auth/session': [200, { status: 200, data: { methods: [{ method }] } }],
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
