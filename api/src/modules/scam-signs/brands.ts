/**
 * Brands scammers imitate most in links to families (FTC and APWG phishing reports): the token
 * as it appears in a domain, the name to say, and domains the brand owns besides
 * `<token>.<any public suffix>`. The browser extension judges lookalikes with the same list
 * (issue 32): an owned domain missing here ('chasebank.com') would be blocked there.
 */
export const BRANDS: readonly { token: string; name: string; also?: readonly string[] }[] = [
  { token: 'paypal', name: 'PayPal', also: ['paypal.me'] },
  { token: 'amazon', name: 'Amazon', also: ['amzn.to', 'a.co', 'amazonaws.com'] },
  { token: 'apple', name: 'Apple', also: ['icloud.com', 'apple.co'] },
  { token: 'icloud', name: 'Apple iCloud', also: ['apple.com'] },
  {
    token: 'microsoft',
    name: 'Microsoft',
    also: ['microsoftonline.com', 'live.com', 'office.com', 'windowsupdate.com'],
  },
  { token: 'windows', name: 'Microsoft Windows', also: ['microsoft.com', 'windowsupdate.com'] },
  { token: 'outlook', name: 'Microsoft Outlook', also: ['live.com', 'office.com', 'microsoft.com'] },
  { token: 'office365', name: 'Microsoft 365', also: ['office.com', 'microsoft.com'] },
  { token: 'google', name: 'Google', also: ['youtube.com', 'gmail.com', 'goo.gl', 'g.co'] },
  { token: 'gmail', name: 'Gmail', also: ['google.com'] },
  { token: 'youtube', name: 'YouTube', also: ['youtu.be', 'google.com'] },
  { token: 'netflix', name: 'Netflix', also: ['nflxext.com'] },
  { token: 'facebook', name: 'Facebook', also: ['fb.com', 'meta.com', 'messenger.com'] },
  { token: 'instagram', name: 'Instagram', also: ['meta.com'] },
  { token: 'whatsapp', name: 'WhatsApp', also: ['wa.me', 'meta.com'] },
  { token: 'chase', name: 'Chase', also: ['jpmorganchase.com', 'chasebank.com'] },
  { token: 'wellsfargo', name: 'Wells Fargo' },
  { token: 'bankofamerica', name: 'Bank of America', also: ['bofa.com'] },
  { token: 'citibank', name: 'Citibank', also: ['citi.com'] },
  { token: 'usps', name: 'USPS' },
  { token: 'fedex', name: 'FedEx' },
  { token: 'dhl', name: 'DHL' },
  { token: 'ups', name: 'UPS' },
  { token: 'irs', name: 'the IRS' },
  { token: 'medicare', name: 'Medicare' },
  { token: 'ssa', name: 'Social Security' },
  { token: 'ebay', name: 'eBay' },
  { token: 'walmart', name: 'Walmart' },
  { token: 'costco', name: 'Costco' },
  { token: 'bestbuy', name: 'Best Buy' },
  { token: 'geeksquad', name: 'Geek Squad', also: ['bestbuy.com'] },
  { token: 'norton', name: 'Norton' },
  { token: 'mcafee', name: 'McAfee', also: ['mcafee-secure.com'] },
  { token: 'coinbase', name: 'Coinbase' },
  { token: 'binance', name: 'Binance' },
  { token: 'venmo', name: 'Venmo' },
  { token: 'zelle', name: 'Zelle', also: ['zellepay.com'] },
  { token: 'cashapp', name: 'Cash App', also: ['cash.app'] },
  { token: 'linkedin', name: 'LinkedIn', also: ['lnkd.in'] },
  { token: 'adobe', name: 'Adobe', also: ['adobelogin.com'] },
  { token: 'dropbox', name: 'Dropbox' },
  { token: 'docusign', name: 'DocuSign' },
  { token: 'spotify', name: 'Spotify' },
  { token: 'disney', name: 'Disney', also: ['disneyplus.com'] },
  { token: 'verizon', name: 'Verizon' },
  { token: 'xfinity', name: 'Xfinity', also: ['comcast.com', 'comcast.net'] },
];

export type Brand = (typeof BRANDS)[number];

/** Whether the registrable domain `domain` (label `label`) belongs to `brand`. */
export const ownedBy = (brand: Brand, domain: string, label: string) =>
  label === brand.token || (brand.also ?? []).includes(domain);

/**
 * The brand a domain token names: the token itself, or containing it when the brand is long
 * enough (5+ letters) that containing it is no accident ("paypal-secure", "amazongiftcards").
 */
export const brandNamedBy = (token: string): Brand | undefined =>
  BRANDS.find((b) => token === b.token || (b.token.length >= 5 && token.includes(b.token)));
