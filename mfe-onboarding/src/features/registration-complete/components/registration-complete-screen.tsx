import { Navigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { RegistrationLayout } from '../../../components/registration-layout';
import { mustRestartRegistration } from '../../../lib/step-machine';
import { selectCurrentStep } from '../../../stores/registration-slice';

/**
 * /register/complete, step 4 (spec 000 §2, §4): a draft below step 4 goes back to /register;
 * otherwise a short confirmation with the way to the dashboard.
 */
export function RegistrationCompleteScreen() {
  const position = useAppSelector(selectCurrentStep);
  if (mustRestartRegistration(position)) return <Navigate to={hrefs.register()} replace />;
  return (
    <RegistrationLayout
      route="register-complete"
      title="You're all set"
      subtitle="Your account is ready, and your protection plan is waiting on your dashboard."
    >
      <ButtonLink to={hrefs.dashboard()} fullWidth>
        Go to Dashboard
      </ButtonLink>
    </RegistrationLayout>
  );
}
