/**
 * Registration by email through the questionnaire as a visitor takes it, screen after screen
 * (spec 000 §2 routes, §4 "Registration", §5 texts and limits), with the router's location
 * shown for the URL checks; the server answers as api registration/routes do.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useLocation } from '@lifeguard/shared/router/router';
import { toClientUser } from '@lifeguard/shared/session/user';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../../routes';
import type { RegistrationDraft } from '../../stores/registration-draft';
import { draftOf, newUser, successAnswer } from '../../testing/fixtures';

const named: ServerUser = { ...newUser, first_name: 'Grace', last_name: 'Hopper' };

/** The registration calls before the questionnaire (spec 000 §7): `{status: 'success', user}`. */
const server = () =>
  mockApi({
    'POST /users/api/register/email/': [200, successAnswer()],
    'POST /users/api/register/personal-info/': [200, successAnswer(named)],
  });

/** The router's location, shown next to the routed screen. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Every route of the remote, as the shell mounts them, for `user` (null: a visitor), with
 * `draft` in the store (default: whatever sessionStorage holds).
 */
function renderJourney(route: string, user: ServerUser | null, draft?: RegistrationDraft) {
  const preloadedState = {
    session: { user: user ? toClientUser(user) : null },
    ...(draft ? { registration: draft } : {}),
  };
  return renderWithProviders(
    <>
      <Routes>
        {routes.map((entry) => (
          <Route key={entry.id} path={entry.path} element={entry.element} />
        ))}
      </Routes>
      <CurrentLocation />
    </>,
    { route, path: '/*', preloadedState },
  );
}

/** Waits until the router is at `path`. */
const at = (path: string) =>
  waitFor(() => expect(screen.getByTestId('current-location')).toHaveTextContent(new RegExp(`^${path}$`)));
const next = () => screen.getByRole('button', { name: 'Next' });

/** Step 1: the email, then personal info opens. */
async function createAccount(user: UserEvent) {
  expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), newUser.email);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await at('/register/personal-info');
}

/** Step 2: the names, then who-protecting opens. */
async function giveName(user: UserEvent) {
  await user.type(await screen.findByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await at('/register/who-protecting');
}

/** Next, then the step at `path` opens. */
async function nextTo(user: UserEvent, path: string) {
  await user.click(next());
  await at(path);
}

describe('the questionnaire as a visitor answers it (spec 000 §4 "Registration", §5)', () => {
  it('going back from security solutions to who-protecting keeps every answer', async () => {
    server();
    // Where steps 1 and 2 leave a new account (they run in full in the next test).
    const afterName = draftOf({
      firstName: 'Grace',
      lastName: 'Hopper',
      authMethod: 'email',
      currentStep: { step: 3, subStep: 1 },
    });
    const { user, unmount } = renderJourney('/register/who-protecting', named, afterName);

    // The answers of the browser suite's answerQuestionnaire, up to the last screen.
    await user.click(await screen.findByRole('checkbox', { name: /Myself/ }));
    await user.click(screen.getByRole('checkbox', { name: /My Parents/ }));
    await nextTo(user, '/register/tech-comfort');
    await user.click(await screen.findByRole('radio', { name: /Somewhat Comfortable/ }));
    await nextTo(user, '/register/safety-concerns');
    await user.click(await screen.findByRole('checkbox', { name: /Scams & Phishing/ }));
    await user.click(screen.getByRole('checkbox', { name: /Account Security/ }));
    await nextTo(user, '/register/scenario-concerns');
    await user.click(await screen.findByRole('radio', { name: /aging family member/ }));
    await nextTo(user, '/register/security-solutions');
    expect(await screen.findByText('Select Up to 3 Options')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Scam Detection/ }));
    await user.click(screen.getByRole('checkbox', { name: /Password Manager/ }));

    for (const route of ['scenario-concerns', 'safety-concerns', 'tech-comfort', 'who-protecting']) {
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      await at(`/register/${route}`);
    }
    expect(await screen.findByRole('checkbox', { name: /Myself/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /My Parents/ })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('radio', { name: /Somewhat Comfortable/ })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: /Scams & Phishing/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Account Security/ })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('radio', { name: /aging family member/ })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: /Scam Detection/ })).toBeChecked();
    await at('/register/security-solutions');

    // A reload mid-way keeps the draft (session storage): a fresh store, the same tab's storage.
    unmount();
    renderJourney('/register/security-solutions', named);
    expect(await screen.findByRole('checkbox', { name: /Scam Detection/ })).toBeChecked();
  });

  it('the questionnaire limits show their messages and trim the selection', async () => {
    server();
    const { user } = renderJourney('/register', null);
    await createAccount(user);
    await giveName(user);
    await nextTo(user, '/register/tech-comfort');
    await user.click(next());
    expect(await screen.findByText('This field is required')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Still Learning/ }));
    await nextTo(user, '/register/safety-concerns');

    expect(
      await screen.findByRole('heading', { name: 'What aspects of online safety matter most to you?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Select 1-2 Options')).toBeVisible();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please select at least 1 option$/);
    await user.click(screen.getByRole('checkbox', { name: /Scams & Phishing/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy & Identity/ }));
    const third = screen.getByRole('checkbox', { name: /Malware & Threats/ });
    expect(third).toHaveAttribute('aria-disabled', 'true');
    await user.click(third);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select no more than 2 options$/);
    expect(third).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });
});
