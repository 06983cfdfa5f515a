import { parse } from 'tldts';

/** The domain of an address ('alerts@email.chase.com' → 'email.chase.com'), lower case. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The registrable domain of a host by the Public Suffix List, private suffixes included
 * ('email.chase.com' → 'chase.com', 'chase-verify.ru.com' stays whole); the host itself when it
 * has none (an IP address, a bare name).
 */
export const siteOf = (host: string) => {
  const lower = host.toLowerCase().replace(/\.$/, '');
  return parse(lower, { allowPrivateDomains: true }).domain ?? lower;
};

/** Free mailbox providers: anyone can have an address there, so it proves no organisation. */
export const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
]);
