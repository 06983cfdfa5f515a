import type { Mail } from '../../plugins/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `s` in printable ASCII ("Zoë’s family" → "Zoe's family"), else `fallback`: the text part stays
 * ASCII, so the mailer sends it 7bit and the link stays verbatim in the message source.
 */
const ascii = (s: string, fallback: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim() || fallback;

/** What an invitation mail says: who invites, to which family, the accept link and its expiry. */
export type InvitationMailFacts = {
  to: string;
  /** The inviter's first name, else their display name. */
  inviter: string;
  teamName: string;
  /**
   * `app.frontendUrl('teamInvitation', {id, key})` (HEADLESS_FRONTEND_URL_TEAM_INVITATION, by
   * default `<public origin>/app/teams/invitation/{id}?key={key}`; issue 16 §7): it holds the
   * secret key.
   */
  link: string;
  expires: Date;
};

/**
 * The invitation to a family (issue 13 "Teams and invitations"), like the reset mail: warm,
 * plain words, the link on a line of its own, e.g. subject "Ada invited you to Ada's family on
 * Lifeguard".
 */
export function invitationMail({ to, inviter, teamName, link, expires }: InvitationMailFacts): Mail {
  const until = expires.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const text = [
    'Hi there,',
    '',
    `${ascii(inviter, 'Someone')} invited you to join ${ascii(teamName, 'their family')} on Lifeguard, the online-safety service for families.`,
    'Family members help each other stay safe from scams, breaches and dangerous websites.',
    '',
    'To accept, open this link:',
    '',
    link,
    '',
    `The link works until ${until} and can be used once. Sign in (or create an account) with this email address to accept.`,
    "If you weren't expecting this, you can safely ignore this email.",
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const who = escapeHtml(inviter);
  const family = escapeHtml(teamName);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>${who} invited you to join <strong>${family}</strong> on Lifeguard, the online-safety service for families. Family members help each other stay safe from scams, breaches and dangerous websites.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>The link works until ${escapeHtml(until)} and can be used once. Sign in (or create an account) with this email address to accept. If you weren't expecting this, you can safely ignore this email.</p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: `${inviter} invited you to ${teamName} on Lifeguard`, text, html };
}
