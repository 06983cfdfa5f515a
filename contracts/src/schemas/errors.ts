import { Type, type Static } from 'typebox';
import { AUTHENTICATOR_TYPES, FLOWS } from '../allauth.js';

const ErrorItem = Type.Object({
  message: Type.String(),
  code: Type.String(),
  param: Type.Optional(Type.String()),
});

/** django-allauth headless ErrorResponse: `{status, errors: [{message, code, param}]}`. */
export const AllauthErrorSchema = Type.Object({
  status: Type.Integer(),
  errors: Type.Array(ErrorItem),
});

/** The error body of our own endpoints: `{status: 'error', errors: [...]}` (spec 000 §8). */
export const ApiErrorSchema = Type.Object({
  status: Type.Literal('error'),
  errors: Type.Array(ErrorItem),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/**
 * allauth's Flow: a way to (re)authenticate. `is_pending` marks the flow under way (the second
 * step of a login: `mfa_authenticate`), `types` the authenticator types it accepts.
 */
export const FlowSchema = Type.Object({
  id: Type.Enum(FLOWS),
  providers: Type.Optional(Type.Array(Type.String())),
  is_pending: Type.Optional(Type.Literal(true)),
  types: Type.Optional(Type.Array(Type.Enum(AUTHENTICATOR_TYPES))),
});
export type Flow = Static<typeof FlowSchema>;

/**
 * django-allauth headless AuthenticationResponse (401): the flows that can sign the visitor in,
 * one of them pending (`mfa_authenticate`) while a login waits for its second step. Every route
 * that needs a session answers it when signed out, ours as allauth's.
 */
export const UnauthenticatedSchema = Type.Object({
  status: Type.Literal(401),
  data: Type.Object({ flows: Type.Array(FlowSchema) }),
  meta: Type.Object({ is_authenticated: Type.Literal(false) }),
});
export type Unauthenticated = Static<typeof UnauthenticatedSchema>;
