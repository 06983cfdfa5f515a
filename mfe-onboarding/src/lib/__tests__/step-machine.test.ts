import { describe, expect, it } from '@jest/globals';
import type { StepPosition } from '../../stores/registration-draft';
import {
  mustRestartRegistration,
  nextPosition,
  pathOf,
  positionOf,
  previousPosition,
  routeAt,
  type RegistrationRoute,
} from '../step-machine';

const FLOW: [RegistrationRoute, StepPosition, string][] = [
  ['register', { step: 1, subStep: null }, '/register'],
  ['register-personal-info', { step: 2, subStep: null }, '/register/personal-info'],
  ['register-who-protecting', { step: 3, subStep: 1 }, '/register/who-protecting'],
  ['register-tech-comfort', { step: 3, subStep: 2 }, '/register/tech-comfort'],
  ['register-safety-concerns', { step: 3, subStep: 3 }, '/register/safety-concerns'],
  ['register-scenario-concerns', { step: 3, subStep: 4 }, '/register/scenario-concerns'],
  ['register-security-solutions', { step: 3, subStep: 5 }, '/register/security-solutions'],
  ['register-account-setup', { step: 3.5, subStep: null }, '/register/account-setup'],
  ['register-setup-password', { step: 3.75, subStep: null }, '/register/setup-password'],
  ['register-complete', { step: 4, subStep: null }, '/register/complete'],
];

describe('registration steps (spec 000 §2, §4, §9)', () => {
  it.each(FLOW)('%s is step %o at %s', (route, position, path) => {
    expect(positionOf(route)).toEqual(position);
    expect(routeAt(position)).toBe(route);
    expect(pathOf(route)).toBe(path);
  });

  it('advances through every step in order and stays on the last', () => {
    const visited = [FLOW[0]![1]];
    for (let i = 1; i < FLOW.length + 1; i += 1) visited.push(nextPosition(visited[i - 1]!));
    expect(visited.map(routeAt)).toEqual([...FLOW.map(([route]) => route), 'register-complete']);
  });

  it('goes back one step at a time, never below step 1', () => {
    expect(previousPosition({ step: 3, subStep: 1 })).toEqual({ step: 2, subStep: null });
    expect(previousPosition({ step: 3, subStep: 4 })).toEqual({ step: 3, subStep: 3 });
    expect(previousPosition({ step: 3.5, subStep: null })).toEqual({ step: 3, subStep: 5 });
    expect(previousPosition({ step: 2, subStep: null })).toEqual({ step: 1, subStep: null });
    expect(previousPosition({ step: 1, subStep: null })).toEqual({ step: 1, subStep: null });
  });

  it('reads an unknown step as step 1', () => {
    expect(routeAt({ step: 3, subStep: null })).toBe('register');
  });

  it('sends the complete page back to /register below step 4', () => {
    expect(FLOW.filter(([, position]) => mustRestartRegistration(position)).map(([route]) => route)).toEqual(
      FLOW.slice(0, -1).map(([route]) => route),
    );
  });
});
