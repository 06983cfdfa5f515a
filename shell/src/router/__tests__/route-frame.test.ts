import { describe, expect, it } from '@jest/globals';
import { routeFrame } from '../route-frame';

describe('the frame of a route (spec 001 §2 Layout)', () => {
  it("draws the route table's frame for a signed-in user", () => {
    expect(routeFrame('/dashboard', true)).toBe('sidebar');
    expect(routeFrame('/dark-web-scan', true)).toBe('page');
    expect(routeFrame('/teams/invitation/7', true)).toBe('page');
    expect(routeFrame('/login', true)).toBeNull();
  });

  it('keeps the page layout for a signed-out visitor of an invitation, not the sidebar of /uninstall', () => {
    expect(routeFrame('/teams/invitation/7', false)).toBe('page');
    expect(routeFrame('/uninstall', false)).toBeNull();
    expect(routeFrame('/register', false)).toBeNull();
  });

  it('keeps the frame of a route that requires sign-in while signing out', () => {
    expect(routeFrame('/dashboard', false)).toBe('sidebar');
    expect(routeFrame('/a/anns-family/team', false)).toBe('page');
  });
});
