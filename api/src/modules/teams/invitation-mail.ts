import { escapeHtml } from '../../plugins/html.js';
import { linkMail } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';

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
  const invited = 'on Lifeguard, the online-safety service for families.';
  const why = 'Family members help each other stay safe from scams, breaches and dangerous websites.';
  return linkMail(to, link, {
    subject: `${inviter} invited you to ${teamName} on Lifeguard`,
    intro: {
      text: [
        `${ascii(inviter, 'Someone')} invited you to join ${ascii(teamName, 'their family')} ${invited}`,
        why,
        '',
      ],
      html: [
        `${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(teamName)}</strong> ${invited} ${why}`,
      ],
    },
    action: 'To accept, open this link:',
    button: 'Accept the invitation',
    validity: `The link works until ${until} and can be used once. Sign in (or create an account) with this email address to accept.`,
    ignore: "If you weren't expecting this, you can safely ignore this email.",
  });
}
