import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { draftOf, newUser, successAnswer, trackedEvents } from '../../../testing/fixtures';
import { heading, renderRegistration } from '../../../testing/render-registration';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';

const SUBMIT = 'POST /users/api/register/onboarding/';
const earlier: OnboardingResponses = {
  protecting: ['self'],
  experience: 'moderate',
  concerns: ['scams_phishing'],
  primary_concern: 'identity_theft_prevention',
  solutions: [],
};
const all: OnboardingResponses = { ...earlier, solutions: ['scam_detection', 'password_manager'] };
const onboarded = { ...newUser, onboarding_responses: all };

function renderSolutions() {
  return renderRegistration('/register/security-solutions', {
    draft: draftOf({ currentStep: { step: 3, subStep: 5 }, onboardingResponses: earlier }),
  });
}

async function chooseAndComplete(user: ReturnType<typeof renderSolutions>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Scam Detection' }));
  await user.click(screen.getByRole('checkbox', { name: 'Password Manager' }));
  await user.click(screen.getByRole('button', { name: 'Complete' }));
}

describe('security solutions, step 3.5 (spec 000 §5)', () => {
  it('reads the texts of the spec and allows 1 to 3 solutions', async () => {
    const requests = mockApi({ [SUBMIT]: [200, successAnswer(onboarded)] });
    const { user } = renderSolutions();
    expect(await heading('Which safety solutions interest you most?')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Help us understand which protections would bring your family the most peace of mind.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Select Up to 3 Options')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Identity Protection' })).toHaveAccessibleDescription(
      'Identity protection and credit monitoring',
    );

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least 1 option');

    for (const name of ['Security Training', 'Scam Detection', 'Web Protection']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByRole('checkbox', { name: 'Password Manager' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Password Manager' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select no more than 3 options');
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    expect(requests).toHaveLength(0);
  });
});

describe('submitting the onboarding (spec 000 §4 "Registration" 4, §8)', () => {
  it('sends every answer, records the events, updates the user and opens account setup', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const requests = mockApi({ [SUBMIT]: () => new Promise((resolve) => (answer = resolve)) });
    const { user, store } = renderSolutions();
    await chooseAndComplete(user);
    expect(await screen.findByRole('button', { name: 'Completing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/onboarding/'))).toBe(true));
    await act(async () => answer([200, successAnswer(onboarded)]));

    expect(await heading('Setting up your account')).toBeInTheDocument();
    const submitted = requests.find((request) => request.path === '/users/api/register/onboarding/');
    expect(submitted?.body).toEqual({ responses: all });
    expect(store.getState().session.user?.onboardingResponses).toEqual(all);
    expect(store.getState().registration?.currentStep).toEqual({ step: 3.5, subStep: null });
    expect(await trackedEvents(requests)).toEqual([
      {
        event: 'security solutions selected',
        properties: { solutions: ['scam_detection', 'password_manager'] },
      },
      { event: 'onboarding submitted', properties: all },
    ]);
  });

  it.each<[string, [number, unknown]]>([
    ['a server error', [500, { detail: 'boom' }]],
    ['an answer that is not a success', [200, { status: 'error' }]],
  ])('on %s stays, only logs it and clears the loading state', async (_case, reply) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = mockApi({ [SUBMIT]: reply });
    const { user, store } = renderSolutions();
    await chooseAndComplete(user);

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Onboarding submission failed', expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Which safety solutions interest you most?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().registration?.onboardingResponses.solutions).toEqual([
      'scam_detection',
      'password_manager',
    ]);
    expect((await trackedEvents(requests)).map(({ event }) => event)).toEqual([
      'security solutions selected',
    ]);
  });
});
