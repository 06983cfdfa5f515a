import { routes, type RouteName } from '@lifeguard/shared/routes/routes';
import type { StepPosition } from '../stores/registration-draft';

/** The route names of registration (spec 000 §2). */
export type RegistrationRoute = Extract<RouteName, `register${string}`>;

type FlowEntry = { route: RegistrationRoute; position: StepPosition };

const FIRST: FlowEntry = { route: 'register', position: { step: 1, subStep: null } };

/** The registration flow in order, with each route's step (spec 000 §4 "Registration", §9). */
const FLOW: readonly FlowEntry[] = [
  FIRST,
  { route: 'register-personal-info', position: { step: 2, subStep: null } },
  { route: 'register-who-protecting', position: { step: 3, subStep: 1 } },
  { route: 'register-tech-comfort', position: { step: 3, subStep: 2 } },
  { route: 'register-safety-concerns', position: { step: 3, subStep: 3 } },
  { route: 'register-scenario-concerns', position: { step: 3, subStep: 4 } },
  { route: 'register-security-solutions', position: { step: 3, subStep: 5 } },
  { route: 'register-account-setup', position: { step: 3.5, subStep: null } },
  { route: 'register-setup-password', position: { step: 3.75, subStep: null } },
  { route: 'register-complete', position: { step: 4, subStep: null } },
];

const indexOf = ({ step, subStep }: StepPosition): number =>
  Math.max(
    0,
    FLOW.findIndex(({ position }) => position.step === step && position.subStep === subStep),
  );

const at = (index: number): FlowEntry => FLOW[Math.min(Math.max(index, 0), FLOW.length - 1)] ?? FIRST;

/** The step of a registration route. */
export function positionOf(route: RegistrationRoute): StepPosition {
  return (FLOW.find((entry) => entry.route === route) ?? FIRST).position;
}

/** The route showing a step (an unknown step reads as step 1). */
export function routeAt(position: StepPosition): RegistrationRoute {
  return at(indexOf(position)).route;
}

/** The step after `position`; the last step stays where it is. */
export function nextPosition(position: StepPosition): StepPosition {
  return at(indexOf(position) + 1).position;
}

/** The step before `position`, "lowered by one, minimum 1" (spec 000 §4 "Registration" 2). */
export function previousPosition(position: StepPosition): StepPosition {
  return at(indexOf(position) - 1).position;
}

/** The in-app path of a registration route. */
export function pathOf(route: RegistrationRoute): string {
  return routes[route].path;
}

/** The complete page sends a draft below step 4 back to /register (spec 000 §4 "Registration" 2). */
export function mustRestartRegistration(position: StepPosition): boolean {
  return position.step < 4;
}
