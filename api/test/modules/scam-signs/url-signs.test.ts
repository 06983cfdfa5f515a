import { checkUrl } from '../../../src/modules/scam-signs/url-signs.js';

const codes = (url: string) => checkUrl(url).signs.map((s) => s.code);

describe('check_url: what a link really opens, without opening it (issue 12)', () => {
  it.each([
    ['http://paypal.com.evil.example/login', 'evil.example', 'brand_in_subdomain', 'PayPal'],
    ['https://paypa1.com/signin', 'paypa1.com', 'lookalike_characters', 'PayPal'],
    [
      'http://amaz0n-giftcard-rewards.shop/claim',
      'amaz0n-giftcard-rewards.shop',
      'lookalike_characters',
      'Amazon',
    ],
    ['https://rnicrosoft.com', 'rnicrosoft.com', 'lookalike_characters', 'Microsoft'],
    ['https://netfliix-support.com', 'netfliix-support.com', 'brand_typo', 'Netflix'],
    ['https://xn--pple-43d.com', 'xn--pple-43d.com', 'mixed_scripts', 'Apple'],
    ['https://www.google.com@evil.example/', 'evil.example', 'at_sign', null],
  ])('%s really opens %s: %s, dangerous', (url, domain, code, brand) => {
    const check = checkUrl(url);
    expect(check).toMatchObject({
      registrable_domain: domain,
      verdict: 'dangerous',
      imitates: brand,
      fetched: false,
    });
    expect(codes(url)).toContain(code);
  });

  it('names the registrable domain by the Public Suffix List, private suffixes included', () => {
    expect(checkUrl('https://a.b.shop.example.co.uk/x')).toMatchObject({
      registrable_domain: 'example.co.uk',
      public_suffix: 'co.uk',
      subdomain: 'a.b.shop',
    });
    expect(checkUrl('https://someone.github.io/')).toMatchObject({ registrable_domain: 'someone.github.io' });
    expect(codes('https://someone.github.io/')).toEqual(['shared_hosting']);
  });

  it('flags IP-literal hosts, IPv4 in any spelling and IPv6', () => {
    expect(checkUrl('http://192.168.0.1/login')).toMatchObject({
      is_ip: true,
      registrable_domain: null,
      verdict: 'dangerous',
    });
    expect(checkUrl('http://3232235521/')).toMatchObject({ host: '192.168.0.1', is_ip: true });
    expect(codes('https://[2001:db8::1]/')).toEqual(['ip_address']);
  });

  it('flags http, punycode, very long hosts, brand names on domains they do not own', () => {
    expect(codes('http://example.com/')).toEqual(['no_https']);
    expect(codes('https://xn--pple-43d.com')).toContain('punycode');
    expect(checkUrl('https://xn--pple-43d.com').host_unicode).toBe('аpple.com');
    expect(codes('https://a.b.c.d.e.example.com/')).toEqual(['long_host']);
    expect(checkUrl('https://windows-defender-alert.support/call-now')).toMatchObject({
      verdict: 'suspicious',
      imitates: 'Microsoft Windows',
    });
  });

  it('finds no warning signs on real brand domains, and says that is not a guarantee', () => {
    for (const url of [
      'https://www.paypal.com/signin',
      'https://www.amazon.co.uk/',
      'https://accounts.google.com/',
      'www.chase.com',
    ]) {
      expect(checkUrl(url)).toMatchObject({ verdict: 'no_warning_signs', signs: [], imitates: null });
    }
    expect(checkUrl('chase.com').summary).toMatch(/not a guarantee/);
  });

  it('calls a javascript: or data: link dangerous and never a website', () => {
    expect(checkUrl('javascript:alert(1)')).toMatchObject({
      scheme: 'javascript',
      verdict: 'dangerous',
      host: '',
    });
    expect(codes('data:text/html,<b>hi</b>')).toEqual(['not_web']);
  });
});
