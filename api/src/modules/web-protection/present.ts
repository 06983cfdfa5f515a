import type { BlocklistBrand } from '@lifeguard/contracts/schemas/web-protection';
import type { Brand } from '../scam-signs/brands.js';

/**
 * A scam-signs brand as the extension receives it (issue 32 item 3): its token, its name, and
 * the registrable domains it owns, `<token>.com` first, then those scam-signs lists besides
 * (`also`). As in scam-signs' `ownedBy`, the token under any public suffix counts as the
 * brand's too; the extension reads that rule from the contract (BlocklistBrandSchema).
 */
export const presentBrand = (brand: Brand): BlocklistBrand => ({
  token: brand.token,
  name: brand.name,
  domains: [...new Set([`${brand.token}.com`, ...(brand.also ?? [])])],
});
