import { Type } from 'typebox';
import type { UserRow } from '../users/schema.js';
import { UserSchema, presentUser } from '../users/present.js';

/** Providers offered by the `provider_redirect` flow (spec 000 §4 "Google sign-in"). */
export const PROVIDERS = ['google'];

/** allauth's User (id, display, has_usable_password, email) plus our spec 000 §3 fields. */
const AllauthUserSchema = Type.Object({ ...UserSchema.properties, display: Type.String() });

const FlowSchema = Type.Object({
  id: Type.String(),
  providers: Type.Optional(Type.Array(Type.String())),
});

/** allauth AuthenticationResponse (401): flows that can sign the visitor in. */
export const UnauthenticatedSchema = Type.Object({
  status: Type.Literal(401),
  data: Type.Object({ flows: Type.Array(FlowSchema) }),
  meta: Type.Object({ is_authenticated: Type.Boolean() }),
});

/** allauth AuthenticatedResponse (200). */
export const AuthenticatedSchema = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({
    user: AllauthUserSchema,
    methods: Type.Array(Type.Object({ method: Type.String(), at: Type.Number(), email: Type.String() })),
  }),
  meta: Type.Object({ is_authenticated: Type.Literal(true) }),
});

/** allauth ConflictResponse (409). */
export const ConflictSchema = Type.Object({ status: Type.Literal(409) });

/** The 401 answer of allauth when nobody is signed in. */
export function unauthenticated() {
  return {
    status: 401 as const,
    data: {
      flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: PROVIDERS }],
    },
    meta: { is_authenticated: false },
  };
}

/** allauth's user object for `user`. */
export function allauthUser(user: UserRow) {
  const presented = presentUser(user);
  return { ...presented, display: presented.display_name };
}

/** The 200 answer of allauth for a signed-in session (`at` in epoch seconds). */
export function authenticated(user: UserRow, method: string, at: Date) {
  return {
    status: 200 as const,
    data: {
      user: allauthUser(user),
      methods: [{ method, at: at.getTime() / 1000, email: user.email }],
    },
    meta: { is_authenticated: true as const },
  };
}
