import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { Alert } from '@lifeguard/shared/ui/alert';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { FeedbackForm } from '../../../components/feedback-form';
import { useSendThreatFeedbackMutation, type ThreatVerdict } from '../api/send-threat-feedback';

/** The verdicts of the contract, in friendly words. */
export const THREAT_VERDICTS: readonly { value: ThreatVerdict; label: string }[] = [
  { value: 'correct', label: 'Lifeguard got it right' },
  { value: 'false_positive', label: 'It was safe: Lifeguard should not have flagged it' },
  { value: 'missed_threat', label: 'Lifeguard missed a threat' },
];

export const threatFeedbackTexts = {
  title: 'Threat feedback',
  subtitle:
    'Did Lifeguard get it right? Your answer helps it catch real threats and leave safe things alone.',
  thanks: 'Thank you for your feedback',
  thanksText: 'We review every answer to make Lifeguard more accurate.',
};

const StyledThanks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Feedback on a threat (spec 001 §2 /threat-feedback): the verdict and optional details, about
 * the threat named by `?threat_id=` (from the timeline) or, without one, in general; then a
 * thank-you with the way back to the dashboard.
 */
export function ThreatFeedback() {
  const [searchParams] = useSearchParams();
  const threatId = searchParams.get('threat_id')?.trim();
  const [send, { isLoading, isSuccess }] = useSendThreatFeedbackMutation();
  if (isSuccess) {
    return (
      <StyledThanks>
        <Alert variant="success" title={threatFeedbackTexts.thanks}>
          {threatFeedbackTexts.thanksText}
        </Alert>
        <ButtonLink to={hrefs.dashboard()}>Back to dashboard</ButtonLink>
      </StyledThanks>
    );
  }
  return (
    <FeedbackForm
      name="Threat feedback"
      legend={threatId ? 'What do you think of this alert?' : 'What would you like to tell us?'}
      options={THREAT_VERDICTS}
      requiredMessage="Please choose an answer."
      detailsLabel="Details"
      busy={isLoading}
      onSubmit={({ choice, details }) =>
        send({
          ...(threatId ? { threat_id: threatId } : {}),
          verdict: choice,
          ...(details ? { details } : {}),
        }).unwrap()
      }
    />
  );
}
