import { Type, type Static } from 'typebox';

/**
 * A brand scammers imitate (the server's scam-signs rules), for the extension's own lookalike
 * check: a registrable domain whose label is `token` (under any public suffix) or one of
 * `domains` is the brand's; a domain naming the brand, or reading as it with lookalike
 * characters, elsewhere imitates it.
 */
export const BlocklistBrandSchema = Type.Object({
  token: Type.String({
    description:
      "The brand as it appears in a domain, lower case: 'paypal'. A registrable domain whose " +
      "label is the token, under any public suffix ('paypal.de'), is the brand's too.",
  }),
  name: Type.String({ description: "The name to show the user: 'PayPal'." }),
  domains: Type.Array(Type.String(), {
    description: "Registrable domains the brand owns: `<token>.com` first, then others ('paypal.me').",
  }),
});
export type BlocklistBrand = Static<typeof BlocklistBrandSchema>;

/**
 * `GET /integrations/api/extension/blocklist/` 200 (issue 32 item 3): what the browser extension
 * blocks and warns about, downloaded with `Authorization: Bearer <access token>`. Its strong
 * ETag is `"<version>"`: sent back in `If-None-Match`, it answers 304 without a body.
 */
export const BlocklistSchema = Type.Object({
  version: Type.String({
    pattern: '^[0-9a-f]{16}$',
    description: 'Content hash of hosts and brands (16 hex digits); changes only when they do.',
  }),
  hosts: Type.Array(Type.String(), {
    description:
      'Known malicious hosts, lower case, sorted: block the host itself and its subdomains. ' +
      'From an open feed bundled with the server (api/data/malicious-hosts/README.md).',
  }),
  brands: Type.Array(BlocklistBrandSchema),
});
export type Blocklist = Static<typeof BlocklistSchema>;
