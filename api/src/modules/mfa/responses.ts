import { ReauthenticationRequiredSchema } from '@lifeguard/contracts/schemas/allauth-account';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { Type } from 'typebox';

/**
 * The 401 of a route behind `app.requireRecentAuthentication`: signed out (flows to sign in),
 * or signed in too long ago (allauth's ReauthenticationResponse, flows to reauthenticate).
 */
export const RecentAuthenticationFailedSchema = Type.Union([
  UnauthenticatedSchema,
  ReauthenticationRequiredSchema,
]);

/** allauth's bare 404 (`{status: 404}`): e.g. no recovery codes. */
export const NotFoundSchema = Type.Object({ status: Type.Literal(404) });
