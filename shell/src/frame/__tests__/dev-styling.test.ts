import { afterEach, describe, expect, it } from '@jest/globals';
import { isDevBadgeShown } from '../dev-styling';

const stored = (value: string | null) => ({ getItem: () => value });

/** Inlines a registry in the page as the gateway does (`#lifeguard-remotes`). */
function inlineRegistry(registry: unknown[] | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lifeguard-remotes';
  script.textContent = typeof registry === 'string' ? registry : JSON.stringify(registry);
  document.head.append(script);
}

const published = { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: '1.2.0' };
const devServer = {
  name: 'darkweb',
  entry: 'http://127.0.0.1:3104/mf-manifest.json',
  version: 'dev',
  dev: true,
};

describe("the 'DEV' badge (spec 001 §2)", () => {
  afterEach(() => document.getElementById('lifeguard-remotes')?.remove());

  it('shows outside production unless hideDevStyling is stored as true', () => {
    expect(isDevBadgeShown('development', stored(null))).toBe(true);
    expect(isDevBadgeShown('test', stored('false'))).toBe(true);
    expect(isDevBadgeShown('development', stored('true'))).toBe(false);
  });

  it('never shows in production while every remote is a published one', () => {
    expect(isDevBadgeShown('production', stored(null))).toBe(false);
    inlineRegistry([published]);
    expect(isDevBadgeShown('production', stored(null))).toBe(false);
  });

  it("shows in production when the page's registry lists a development server (issue 34 item 6)", () => {
    inlineRegistry([{ ...published, name: 'auth' }, devServer]);
    expect(isDevBadgeShown('production', stored(null))).toBe(true);
    expect(isDevBadgeShown('production', stored('true'))).toBe(false);
  });

  it('treats an unreadable registry as listing no development server', () => {
    inlineRegistry('{not json');
    expect(isDevBadgeShown('production', stored(null))).toBe(false);
  });

  it('shows when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(isDevBadgeShown('development', broken)).toBe(true);
    expect(isDevBadgeShown('production', broken, true)).toBe(true);
  });
});
