import { describe, expect, it } from '@jest/globals';
import { BRANDS, brand } from '../../testing/fakes';
import {
  allowHostInTab,
  createHostMatcher,
  decideNavigation,
  forgetTab,
  isAllowedInTab,
  type NavigationContext,
} from '../blocklist';

describe('createHostMatcher', () => {
  const hosts = createHostMatcher([
    'evil.example',
    'login.phish.net',
    'Bad.Site.',
    'com',
    'tenant.github.io',
    '203.0.113.9',
  ]);

  it('matches a listed host exactly, whatever its case or final dot', () => {
    expect(hosts.match('evil.example')).toBe('evil.example');
    expect(hosts.match('EVIL.example.')).toBe('evil.example');
    expect(hosts.match('bad.site')).toBe('bad.site');
    expect(hosts.match('203.0.113.9')).toBe('203.0.113.9');
  });

  it('matches the subdomains of a listed host through its parent domains', () => {
    expect(hosts.match('www.evil.example')).toBe('evil.example');
    expect(hosts.match('a.b.c.evil.example')).toBe('evil.example');
    expect(hosts.match('x.login.phish.net')).toBe('login.phish.net');
    expect(hosts.match('www.tenant.github.io')).toBe('tenant.github.io');
  });

  it('does not go above the registrable domain nor sideways', () => {
    expect(hosts.match('phish.net')).toBeNull();
    expect(hosts.match('other.phish.net')).toBeNull();
    expect(hosts.match('example.com')).toBeNull();
    expect(hosts.match('other.github.io')).toBeNull();
    expect(hosts.match('notevil.example')).toBeNull();
  });

  it('counts the listed hosts', () => {
    expect(hosts.size).toBe(6);
  });
});

describe('tab allow list', () => {
  it('allows a host in one tab only, until the tab is forgotten', () => {
    const list = allowHostInTab({}, 7, 'Evil.Example');
    expect(isAllowedInTab(list, 7, 'evil.example')).toBe(true);
    expect(isAllowedInTab(list, 8, 'evil.example')).toBe(false);
    expect(isAllowedInTab(list, 7, 'www.evil.example')).toBe(false);
    expect(allowHostInTab(list, 7, 'evil.example')).toBe(list);
    expect(isAllowedInTab(forgetTab(list, 7), 7, 'evil.example')).toBe(false);
    expect(forgetTab(list, 9)).toBe(list);
  });
});

describe('decideNavigation', () => {
  const context: NavigationContext = {
    tabId: 1,
    lifeguardOrigin: 'https://lifeguard.example',
    hosts: createHostMatcher(['evil.example', 'paypa1.com']),
    brands: BRANDS,
    allowed: {},
  };

  it('blocks a listed host and its subdomains', () => {
    expect(decideNavigation('https://login.evil.example/path?q=1', context)).toEqual({
      blocked: true,
      host: 'login.evil.example',
      reason: 'listed',
      listed: 'evil.example',
    });
  });

  it('blocks a lookalike with its brand, and prefers the list when both hold', () => {
    expect(decideNavigation('http://paypal-secure-login.com/', context)).toEqual({
      blocked: true,
      host: 'paypal-secure-login.com',
      reason: 'lookalike',
      brand: brand('paypal'),
      imitation: 'brand_and_lure_words',
    });
    expect(decideNavigation('https://paypa1.com/', context)).toMatchObject({ reason: 'listed' });
  });

  it.each([
    'https://www.paypal.com/signin',
    'ftp://evil.example/',
    'chrome://settings',
    'chrome-extension://abc/warning.html',
    'about:blank',
    'not a url',
    'https://lifeguard.example/app/',
    'http://lifeguard.example:8443/',
    'http://localhost:8000/app/login',
    'http://paypa1.localhost/',
    'http://127.0.0.1:5173/',
    'http://[::1]/',
  ])('lets %s through', (url) => {
    expect(decideNavigation(url, context)).toEqual({ blocked: false });
  });

  it('never blocks a host the user allowed in this tab', () => {
    const allowed = allowHostInTab({}, 1, 'login.evil.example');
    expect(decideNavigation('https://login.evil.example/', { ...context, allowed })).toEqual({
      blocked: false,
    });
    expect(decideNavigation('https://login.evil.example/', { ...context, allowed, tabId: 2 })).toMatchObject({
      blocked: true,
    });
  });
});
