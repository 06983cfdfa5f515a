import { escapeHtml } from '../../../plugins/html.js';

const TITLE = 'Lifeguard development sign-in';
const NOTICE =
  'This is a local development identity provider standing in for Google. No Google account is used.';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0}
main{max-width:24rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 1rem}.notice{background:#fff4ce;border:1px solid #e0c36a;padding:.75rem;border-radius:.5rem}
.error{color:#b3261e}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input,select{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #9aa4ae;border-radius:.4rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.7rem;font-size:1rem;border-radius:.4rem;border:1px solid #1a73e8;cursor:pointer}
button[value=continue]{background:#1a73e8;color:#fff}button[value=cancel]{background:#fff;color:#1a73e8}`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title><style>${STYLE}</style></head>
<body><main>
<h1>${TITLE}</h1>
<p class="notice" role="note">${NOTICE}</p>
${body}
</main></body>
</html>`;
}

/** What the sign-in form shows: where it posts, the values typed so far, an error to fix. */
export type SignInPageProps = {
  action: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  /** The 'Address verified' choice (default yes). */
  emailVerified?: boolean;
  error?: string;
};

/**
 * The development provider's sign-in page: Email (required), First name and Last name
 * (optional), 'Address verified' (Google's email_verified claim, Yes unless changed),
 * 'Continue', and 'Cancel' (which answers access_denied to the client).
 */
export function signInPage({
  action,
  email = '',
  givenName = '',
  familyName = '',
  emailVerified = true,
  error,
}: SignInPageProps) {
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const selected = (verified: boolean) => (verified === emailVerified ? ' selected' : '');
  return layout(`${alert}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(email)}">
<label for="given_name">First name</label>
<input id="given_name" name="given_name" autocomplete="given-name" value="${escapeHtml(givenName)}">
<label for="family_name">Last name</label>
<input id="family_name" name="family_name" autocomplete="family-name" value="${escapeHtml(familyName)}">
<label for="email_verified">Address verified</label>
<select id="email_verified" name="email_verified">
<option value="true"${selected(true)}>Yes</option>
<option value="false"${selected(false)}>No, Google has not verified it</option>
</select>
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`);
}

/** The development provider's page for a sign-in that cannot go on (expired, unknown, ...). */
export function errorPage(message: string): string {
  return layout(`<p class="error" role="alert">${escapeHtml(message)}</p>
<p>Go back to Lifeguard and start the sign-in again.</p>`);
}
