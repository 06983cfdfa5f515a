import type { ProviderId, ProviderProcess } from '@lifeguard/contracts/allauth';
import { CSRF_FORM_FIELD } from '@lifeguard/contracts/csrf';
import type { ProviderRedirectForm } from '@lifeguard/contracts/schemas/allauth';
import { getCsrfToken } from '@lifeguard/shared/api/csrf';
import { APP_BASENAME, routes } from '@lifeguard/shared/routes/routes';

/** allauth's provider redirect endpoint, a plain browser form post (spec 000 §7). */
export const PROVIDER_REDIRECT_URL = '/_allauth/browser/v1/auth/provider/redirect';

export type ProviderRedirect = { provider: ProviderId; process: ProviderProcess; callbackUrl: string };

/** Where the provider sends the browser back: app origin + /app/auth/callback (spec 000 §4). */
export function oauthCallbackUrl(origin: string = window.location.origin): string {
  return `${origin}${APP_BASENAME}${routes['oauth-callback'].path}`;
}

/**
 * Starts a third-party sign-in (spec 000 §4 "Google sign-in") by submitting a hidden form, so the
 * browser itself follows the provider's redirects. The CSRF token travels as the form field
 * CSRF_FORM_FIELD, the name the server (and Django) reads from form posts.
 * @throws Error when there is no `csrftoken` cookie (the server would answer 403) or the browser
 *   refuses to submit; the page then stays as it was.
 */
export function startProviderRedirect({ provider, process, callbackUrl }: ProviderRedirect): void {
  const csrfToken = getCsrfToken();
  if (!csrfToken) throw new Error('No CSRF token cookie');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = PROVIDER_REDIRECT_URL;
  form.hidden = true;
  const fields: ProviderRedirectForm = {
    provider,
    process,
    callback_url: callbackUrl,
    [CSRF_FORM_FIELD]: csrfToken,
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } catch (error) {
    form.remove();
    throw error;
  }
}
