import { describe, expect, it } from '@jest/globals';
import { BRANDS } from '../../testing/fakes';
import { lookalikeOf } from '../lookalike';

const judge = (host: string) => {
  const found = lookalikeOf(host, BRANDS);
  return found && { token: found.brand.token, reason: found.reason };
};

describe('lookalikeOf', () => {
  it.each([
    ['paypa1.com', 'paypal'],
    ['paypa1-login.test', 'paypal'],
    ['rnicrosoft.com', 'microsoft'],
    ['vvellsfargo.com', 'wellsfargo'],
    ['lnstagram.com', 'instagram'],
    ['amaz0n-giftcard-rewards.shop', 'amazon'],
    ['xn--pple-43d.com', 'apple'],
    ['pay-pal.com', 'paypal'],
    ['www.g00gle.co.uk', 'google'],
  ])('finds %s imitating %s with lookalike characters', (host, token) => {
    expect(judge(host)).toEqual({ token, reason: 'lookalike_characters' });
  });

  it.each([
    ['paypal-secure-login.com', 'paypal'],
    ['secure-paypal.net', 'paypal'],
    ['mypaypal.com', 'paypal'],
    ['paypal24.com', 'paypal'],
    ['amazongiftcards.shop', 'amazon'],
    ['chase-online-banking.com', 'chase'],
    ['ups-tracking.info', 'ups'],
    ['irs-gov-refund.com', 'irs'],
    ['paypal-login.blogspot.com', 'paypal'],
  ])('finds %s using the name of %s with lure words', (host, token) => {
    expect(judge(host)).toEqual({ token, reason: 'brand_and_lure_words' });
  });

  it.each([
    ['paypal.com.evil.net', 'paypal'],
    ['www.paypal.com.evil.net', 'paypal'],
    ['paypal.co.uk.evil.net', 'paypal'],
    ['paypal.com-secure.evil.net', 'paypal'],
    ['accounts.google.com.evil.net', 'google'],
    ['secure-paypal.evil.net', 'paypal'],
    ['paypa1.evil.net', 'paypal'],
  ])('finds %s putting %s in front of another domain', (host, token) => {
    expect(judge(host)).toEqual({ token, reason: 'brand_in_subdomain' });
  });

  it.each([
    'paypal.com',
    'www.paypal.com',
    'PAYPAL.COM.',
    'paypal.me',
    'www.paypal.co.uk',
    'amazon.de',
    'login.microsoftonline.com',
    'accounts.google.com',
    'mail.google.com',
    'jpmorganchase.com',
    'secure.chase.com',
    'irs.gov',
  ])("leaves the brand's own %s alone", (host) => {
    expect(judge(host)).toBeNull();
  });

  it.each([
    ['paypalace.com', 'the name runs into another word'],
    ['pineapple.com', 'the name ends another word'],
    ['purchase.com', 'chase inside a word'],
    ['startups.com', 'a short token inside a word'],
    ['first.com', 'a short token inside a word'],
    ['massage.com', 'a short token inside a word'],
    ['up5.com', 'short tokens count only literally'],
    ['googleapis.com', 'the other word is not a lure'],
    ['amazon-rainforest.org', 'the other word is not a lure'],
    ['paypal-community.com', 'the other word is not a lure'],
    ['morton.com', 'one-letter typos are not judged'],
    ['google.github.io', 'the bare name on a hosting platform'],
    ['apple.stackexchange.com', 'the bare name as a tenant subdomain'],
    ['login.paypal.evil.net', 'the bare name before another domain'],
    ['example.com', 'no brand at all'],
    ['localhost', 'a single label'],
    ['192.168.1.10', 'an IP address'],
  ])('does not flag %s (%s)', (host) => {
    expect(judge(host)).toBeNull();
  });

  it('does not exempt sites others registered under a private suffix of a brand domain', () => {
    expect(judge('paypal-login.s3.amazonaws.com')).toEqual({
      token: 'paypal',
      reason: 'brand_and_lure_words',
    });
  });

  it('answers the brand itself, for the warning page', () => {
    expect(lookalikeOf('paypa1.com', BRANDS)?.brand).toEqual({
      token: 'paypal',
      name: 'PayPal',
      domains: ['paypal.com', 'paypal.me'],
    });
  });

  it('imitates nothing without brands', () => {
    expect(lookalikeOf('paypa1.com', [])).toBeNull();
  });
});
