import { domainToUnicode } from 'node:url';
import type { parse } from 'tldts';
import { brandNamedBy, ownedBy } from './brands.js';
import { imitatedBrand } from './lookalikes.js';
import type { UrlSign } from './url-sign.js';

/** Writing systems whose letters pass for Latin ones, or each other's, in a host name. */
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Arabic', 'Hebrew', 'Han', 'Hangul'];
const scriptTests = SCRIPTS.map((name) => ({ name, test: new RegExp(`\\p{Script=${name}}`, 'u') }));

/** The writing systems of the letters of `label`. */
const scriptsOf = (label: string) =>
  new Set([...label].flatMap((ch) => scriptTests.filter((s) => s.test.test(ch)).map((s) => s.name)));

/** The signs of the host's names: brand imitations, brands on a domain they do not own, scripts. */
export function nameSigns(url: URL, parsed: ReturnType<typeof parse>, hostUnicode: string) {
  const signs: UrlSign[] = [];
  let imitates: string | null = null;
  const domain = parsed.domain ?? url.hostname;
  const label = parsed.domainWithoutSuffix ?? '';
  const labelUnicode = domainToUnicode(label) || label;
  if (url.hostname.split('.').some((l) => l.startsWith('xn--'))) {
    signs.push({
      code: 'punycode',
      level: 'medium',
      explanation: `The address is written in a special code (xn--) for letters of other alphabets; a browser may show it as ${hostUnicode}, which can look like a familiar name.`,
    });
  }
  if (hostUnicode.split('.').some((l) => scriptsOf(l).size > 1)) {
    signs.push({
      code: 'mixed_scripts',
      level: 'high',
      explanation: `The name mixes letters from different alphabets (${hostUnicode}), a trick to copy a real name letter for letter.`,
    });
  }
  for (const token of labelUnicode.split('-')) {
    const imitation = imitatedBrand(token);
    if (imitation) {
      imitates ??= imitation.brand.name;
      const how =
        imitation.how === 'characters' ? 'with lookalike characters swapped in' : 'with one letter changed';
      signs.push({
        code: imitation.how === 'characters' ? 'lookalike_characters' : 'brand_typo',
        level: 'high',
        explanation: `"${token}" imitates ${imitation.brand.name} (${imitation.brand.token}) ${how}; ${domain} does not belong to ${imitation.brand.name}.`,
      });
    }
    const named = brandNamedBy(token);
    if (named && !ownedBy(named, domain, label)) {
      imitates ??= named.name;
      signs.push({
        code: 'brand_not_owned',
        level: 'medium',
        explanation: `${domain} uses the name ${named.name} but is not one of ${named.name}'s own addresses.`,
      });
    }
  }
  const subdomainBrand = (parsed.subdomain ?? '')
    .split(/[.-]/)
    .map((token) => brandNamedBy(token))
    .find((brand) => brand && !ownedBy(brand, domain, label));
  if (subdomainBrand) {
    imitates ??= subdomainBrand.name;
    signs.push({
      code: 'brand_in_subdomain',
      level: 'high',
      explanation: `${subdomainBrand.name}'s name is only at the front of the address (${parsed.subdomain}); the site it really opens is ${domain}, which is not ${subdomainBrand.name}'s.`,
    });
  }
  return { signs, imitates };
}
