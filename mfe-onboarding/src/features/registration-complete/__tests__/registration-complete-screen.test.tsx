import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { draftOf } from '../../../testing/fixtures';
import { heading, renderRegistration } from '../../../testing/render-registration';

describe('registration complete, step 4 (spec 000 §2, §4)', () => {
  it.each([1, 3, 3.75] as const)('sends a draft at step %s back to /register', async (step) => {
    renderRegistration('/register/complete', {
      draft: draftOf({ currentStep: { step, subStep: null } }),
    });
    expect(await heading('Create Your Account')).toBeInTheDocument();
  });

  it("says you're all set at step 4, with the way to the dashboard", async () => {
    renderRegistration('/register/complete', { draft: draftOf({ currentStep: { step: 4, subStep: null } }) });
    expect(await heading("You're all set")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Complete')).toHaveAttribute('aria-current', 'step');
  });
});
