import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { useGreeting, type GreetingContext } from '../hooks/use-greeting';
import type { GreetingState } from '../utils/greeting-for';

/**
 * The supporting line under each headline. Spec 001 §4 gives only the headlines; these lines are
 * our wording, and they promise nothing the product does not do yet.
 */
const SUPPORTING_LINES: Record<GreetingState, string> = {
  welcome_new: 'Your account is ready. Lifeguard helps you and your family stay safe online.',
  continue_setup: 'Pick up where you left off: a few protections still need setting up.',
  critical_exposure:
    "Your information turned up in many data breaches. We'll help you secure it, step by step.",
  has_exposure:
    "Some of your information turned up in data breaches. We'll help you secure it, step by step.",
  incomplete_setup: 'A few protections still need setting up.',
  established: 'Here is where your account stands.',
  no_scan_yet: 'Find out whether your personal information has turned up in known data breaches.',
};

export type GreetingHeadlineProps = { context: GreetingContext };

/** The dashboard greeting: the headline as the page's h1 and a short supporting line (spec 001 §4). */
export function GreetingHeadline({ context }: GreetingHeadlineProps) {
  const greeting = useGreeting(context);
  if (!greeting) return null;
  return (
    <PageHeader title={greeting.headline}>
      <p>{SUPPORTING_LINES[greeting.state]}</p>
    </PageHeader>
  );
}
