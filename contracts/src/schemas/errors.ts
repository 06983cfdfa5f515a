import { Type, type Static } from 'typebox';

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

const FlowSchema = Type.Object({
  id: Type.String(),
  providers: Type.Optional(Type.Array(Type.String())),
});

/**
 * django-allauth headless AuthenticationResponse (401): the flows that can sign the visitor in.
 * Every route that needs a session answers it when signed out, ours as allauth's.
 */
export const UnauthenticatedSchema = Type.Object({
  status: Type.Literal(401),
  data: Type.Object({ flows: Type.Array(FlowSchema) }),
  meta: Type.Object({ is_authenticated: Type.Boolean() }),
});
export type Unauthenticated = Static<typeof UnauthenticatedSchema>;
