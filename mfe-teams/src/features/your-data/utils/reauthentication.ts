import { APP_BASENAME, hrefs } from '@lifeguard/shared/routes/routes';

/**
 * The query that brings a Google user back from signing in again to the open delete dialog
 * (issue 13 "Your data"); the server adds `error` to it when the sign-in failed.
 */
export const REAUTH_PARAM = 'confirm_delete';

/** Shown in the dialog when the provider sent the user back with an `error`. */
export const REAUTH_FAILED = 'Signing in with Google again did not finish. Please try again.';

/**
 * Where Google sends the user after signing in again: this profile page with REAUTH_PARAM, on
 * our own origin (the server accepts only same-origin callback URLs).
 */
export function reauthenticationCallbackUrl(origin: string = window.location.origin): string {
  return `${origin}${APP_BASENAME}${hrefs.profile()}?${REAUTH_PARAM}=1`;
}
