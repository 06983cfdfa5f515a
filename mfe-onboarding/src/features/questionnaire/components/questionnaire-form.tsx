import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { RegistrationLayout } from '../../../components/registration-layout';
import { StepActions } from '../../../components/step-actions';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import { selectOnboardingResponses } from '../../../stores/registration-slice';
import { answerSchema, savedAnswer } from '../utils/answer-rules';
import type { QuestionnaireStep } from '../utils/questionnaire-steps';
import { ChoiceList } from './choice-list';

const StyledBadge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.info};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export type QuestionnaireFormProps = {
  step: QuestionnaireStep;
  submitLabel: string;
  busy?: boolean;
  /** Next with the step's valid answer, e.g. `{concerns: [...]}`. */
  onNext: (answer: Partial<OnboardingResponses>) => void | Promise<void>;
};

/**
 * A questionnaire screen (spec 000 §4 "Registration" 2–5, §5): title, intro, badge, the answers
 * (restored from the draft), Back, which saves the current answer first, and Next.
 */
export function QuestionnaireForm({ step, submitLabel, busy = false, onNext }: QuestionnaireFormProps) {
  const responses = useAppSelector(selectOnboardingResponses);
  const { back } = useStepNavigation(step.route);
  const badgeId = useId();
  return (
    <RegistrationLayout route={step.route} title={step.title} subtitle={step.intro} width="medium">
      <Formik
        initialValues={savedAnswer(step, responses)}
        validationSchema={answerSchema(step)}
        onSubmit={onNext}
      >
        {({ values }) => (
          <Form noValidate>
            <StyledBadge id={badgeId}>{step.badge}</StyledBadge>
            <ChoiceList step={step} describedBy={badgeId} />
            <StepActions submitLabel={submitLabel} busy={busy} onBack={() => back(values)} />
          </Form>
        )}
      </Formik>
    </RegistrationLayout>
  );
}
