import { useCompleteOnboarding } from '../hooks/use-complete-onboarding';
import { securitySolutionsStep } from '../utils/questionnaire-steps';
import { QuestionnaireForm } from './questionnaire-form';

/** /register/security-solutions, the last questionnaire step (spec 000 §4 "Registration" 4, §5). */
export function SecuritySolutionsScreen() {
  const { complete, busy } = useCompleteOnboarding();
  return (
    <QuestionnaireForm
      step={securitySolutionsStep}
      submitLabel={busy ? 'Completing...' : 'Complete'}
      busy={busy}
      onNext={complete}
    />
  );
}
