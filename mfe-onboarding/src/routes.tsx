import type { ReactNode } from 'react';
import type { RemoteRouteObject } from '@lifeguard/shared/routes/remote-routes';
import { RegistrationRoute } from './pages/registration-route';
import { AccountSetupScreen } from './features/account-setup/components/account-setup-screen';
import { CreateAccountScreen } from './features/create-account/components/create-account-screen';
import { PersonalInfoScreen } from './features/personal-info/components/personal-info-screen';
import { QuestionnaireScreen } from './features/questionnaire/components/questionnaire-screen';
import { SecuritySolutionsScreen } from './features/questionnaire/components/security-solutions-screen';
import {
  safetyConcernsStep,
  scenarioConcernsStep,
  techComfortStep,
  whoProtectingStep,
} from './features/questionnaire/utils/questionnaire-steps';
import { RegistrationCompleteScreen } from './features/registration-complete/components/registration-complete-screen';
import { SetupPasswordScreen } from './features/setup-password/components/setup-password-screen';
import { pathOf, type RegistrationRoute as RouteName } from './lib/step-machine';

/**
 * One route object for a step. Keyed by name, so moving between two steps that render the same
 * component (the questionnaire) mounts it afresh, with that step's saved answers.
 */
const step = (name: RouteName, screen: ReactNode): RemoteRouteObject => ({
  id: name,
  path: pathOf(name),
  element: (
    <RegistrationRoute key={name} name={name}>
      {screen}
    </RegistrationRoute>
  ),
});

/**
 * What remote "onboarding" exposes as `./routes` (spec 000 §2): registration step 1, personal
 * info, the five questionnaire steps, account setup, set password and complete.
 */
export const routes: RemoteRouteObject[] = [
  step('register', <CreateAccountScreen />),
  step('register-personal-info', <PersonalInfoScreen />),
  step('register-who-protecting', <QuestionnaireScreen step={whoProtectingStep} />),
  step('register-tech-comfort', <QuestionnaireScreen step={techComfortStep} />),
  step('register-safety-concerns', <QuestionnaireScreen step={safetyConcernsStep} />),
  step('register-scenario-concerns', <QuestionnaireScreen step={scenarioConcernsStep} />),
  step('register-security-solutions', <SecuritySolutionsScreen />),
  step('register-account-setup', <AccountSetupScreen />),
  step('register-setup-password', <SetupPasswordScreen />),
  step('register-complete', <RegistrationCompleteScreen />),
];
