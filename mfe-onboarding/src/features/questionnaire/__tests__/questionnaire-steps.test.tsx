import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { draftOf, trackedEvents } from '../../../testing/fixtures';
import { heading, renderRegistration } from '../../../testing/render-registration';
import type { Concern } from '@lifeguard/contracts/onboarding';
import { EMPTY_DRAFT } from '../../../stores/registration-draft';

const onStep = (subStep: 1 | 2 | 3 | 4 | 5, overrides = {}) =>
  draftOf({ currentStep: { step: 3, subStep }, firstName: 'Nia', lastName: 'Okafor', ...overrides });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('who-protecting, step 3.1 (spec 000 §3, §5)', () => {
  it('needs no answer, records its event and moves to tech comfort', async () => {
    const requests = mockApi({});
    const { user, store } = renderRegistration('/register/who-protecting', { draft: onStep(1) });
    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(
      screen.getByText("Select everyone you'd like to keep safe online. You can change this later."),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Who are you looking to protect?' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['self', 'parent', 'spouse', 'child']);
    await user.click(screen.getByRole('checkbox', { name: 'Myself' }));
    await user.click(screen.getByRole('checkbox', { name: 'My Children' }));
    await user.click(next());
    expect(await heading('How comfortable are you with technology?')).toBeInTheDocument();
    expect(store.getState().registration?.onboardingResponses.protecting).toEqual(['self', 'child']);
    expect(store.getState().registration?.currentStep).toEqual({ step: 3, subStep: 2 });
    expect(await trackedEvents(requests)).toEqual([
      { event: 'who protecting selected', properties: { protecting: ['self', 'child'] } },
    ]);
  });

  it('goes Back to personal info with the names restored', async () => {
    const { user, store } = renderRegistration('/register/who-protecting', { draft: onStep(1) });
    await user.click(await screen.findByRole('checkbox', { name: 'My Parents' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading("What's your name?")).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    expect(store.getState().registration?.onboardingResponses.protecting).toEqual(['parent']);
    expect(store.getState().registration?.currentStep).toEqual({ step: 2, subStep: null });
  });
});

describe('tech comfort, step 3.2 (spec 000 §5)', () => {
  it('requires exactly one answer', async () => {
    const { user } = renderRegistration('/register/tech-comfort', { draft: onStep(2) });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(
      screen.getByRole('heading', { level: 1, name: 'How comfortable are you with technology?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('saves the answer on Back and restores it when reopened', async () => {
    const requests = mockApi({});
    const { user, store } = renderRegistration('/register/tech-comfort', { draft: onStep(2) });
    await user.click(await screen.findByRole('radio', { name: 'Still Learning' }));
    expect(screen.getByRole('radio', { name: 'Still Learning' })).toHaveAccessibleDescription(
      "Technology often feels confusing, and I'd like clear, simple guidance.",
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Who are you looking to protect?')).toBeInTheDocument();
    expect(store.getState().registration?.onboardingResponses.experience).toBe('beginner');
    expect(store.getState().registration?.currentStep).toEqual({ step: 3, subStep: 1 });
    await user.click(next());
    expect(await screen.findByRole('radio', { name: 'Still Learning' })).toBeChecked();
    await user.click(next());
    expect(await heading('What aspects of online safety matter most to you?')).toBeInTheDocument();
    expect((await trackedEvents(requests)).at(-1)).toEqual({
      event: 'tech comfort selected',
      properties: { experience: 'beginner' },
    });
  });
});

describe('safety concerns, step 3.3 (spec 000 §4 "Safety concerns selection", §5, §8)', () => {
  it('reads the texts of the spec', async () => {
    renderRegistration('/register/safety-concerns', { draft: onStep(3) });
    expect(await heading('What aspects of online safety matter most to you?')).toBeInTheDocument();
    expect(screen.getByText('Please select up to 2 priorities for online protection.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'What aspects of online safety matter most to you?' });
    expect(group).toHaveAccessibleDescription('Select 1-2 Options');
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['scams_phishing', 'privacy_identity', 'account_security', 'malware_threats']);
    expect(screen.getByRole('checkbox', { name: 'Scams & Phishing' })).toHaveAccessibleDescription(
      'Avoiding scams and recognizing suspicious messages',
    );
    expect(screen.getByRole('checkbox', { name: 'Malware & Threats' })).toHaveAccessibleDescription(
      'Staying safe from harmful software and threats',
    );
  });

  it('requires at least one', async () => {
    const { user } = renderRegistration('/register/safety-concerns', { draft: onStep(3) });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least 1 option');
    expect(
      screen.getByRole('heading', { level: 1, name: 'What aspects of online safety matter most to you?' }),
    ).toBeInTheDocument();
  });

  it('dims the others at two and cuts a third selection off', async () => {
    const { user } = renderRegistration('/register/safety-concerns', { draft: onStep(3) });
    await user.click(await screen.findByRole('checkbox', { name: 'Scams & Phishing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Account Security' }));
    const privacy = screen.getByRole('checkbox', { name: 'Privacy & Identity' });
    expect(privacy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Malware & Threats' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Scams & Phishing' })).not.toHaveAttribute('aria-disabled');

    await user.click(privacy);
    expect(privacy).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select no more than 2 options');
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Account Security' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(privacy).not.toHaveAttribute('aria-disabled');
  });

  it('trims a restored list of three to two', async () => {
    const concerns: Concern[] = ['malware_threats', 'scams_phishing', 'privacy_identity'];
    const requests = mockApi({});
    const { user, store } = renderRegistration('/register/safety-concerns', {
      draft: onStep(3, { onboardingResponses: { ...EMPTY_DRAFT.onboardingResponses, concerns } }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Malware & Threats' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Scams & Phishing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Privacy & Identity' })).not.toBeChecked();
    await user.click(next());
    expect(
      await heading("What's your primary concern about digital safety for your family?"),
    ).toBeInTheDocument();
    expect(store.getState().registration?.onboardingResponses.concerns).toEqual([
      'malware_threats',
      'scams_phishing',
    ]);
    expect(await trackedEvents(requests)).toEqual([
      { event: 'safety concerns selected', properties: { concerns: ['malware_threats', 'scams_phishing'] } },
    ]);
  });
});

describe('scenario concerns, step 3.4 (spec 000 §3, §5)', () => {
  it('asks for exactly one of three described options', async () => {
    const requests = mockApi({});
    const { user, store } = renderRegistration('/register/scenario-concerns', { draft: onStep(4) });
    expect(
      await heading("What's your primary concern about digital safety for your family?"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Help us understand your biggest worry so we can prioritize the right protection for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Select One Option')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'elderly_scam_protection',
      'identity_theft_prevention',
      'comprehensive_digital_literacy',
    ]);
    radios.forEach((radio) => expect(radio).toHaveAccessibleDescription(/^We'll focus on /));

    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    await user.click(screen.getByRole('radio', { name: "My family's personal information being stolen" }));
    await user.click(screen.getByRole('radio', { name: 'An aging family member falling for scams' }));
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await user.click(next());
    expect(await heading('Which safety solutions interest you most?')).toBeInTheDocument();
    expect(store.getState().registration?.onboardingResponses.primary_concern).toBe(
      'elderly_scam_protection',
    );
    expect(await trackedEvents(requests)).toEqual([
      { event: 'scenario concerns selected', properties: { primary_concern: 'elderly_scam_protection' } },
    ]);
  });

  it('goes Back to safety concerns', async () => {
    const { user } = renderRegistration('/register/scenario-concerns', { draft: onStep(4) });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await heading('What aspects of online safety matter most to you?')).toBeInTheDocument();
  });
});
