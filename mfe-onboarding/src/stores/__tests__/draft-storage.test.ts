import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { draftOf } from '../../testing/fixtures';
import { renderRegistration } from '../../testing/render-registration';
import { DRAFT_STORAGE_KEY, readStoredDraft, writeStoredDraft } from '../draft-storage';
import { EMPTY_DRAFT } from '../registration-draft';
import {
  answersSaved,
  ownsDraft,
  registrationErrorChanged,
  registrationReset,
  selectRegistrationDraft,
} from '../registration-slice';

const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as unknown;

describe('the draft in sessionStorage (spec 000 §3, §4)', () => {
  it('is restored by a new store, as after a reload', () => {
    const draft = draftOf({ firstName: 'Nia', currentStep: { step: 3, subStep: 2 } });
    writeStoredDraft(draft);
    expect(selectRegistrationDraft(makeStore().getState())).toEqual(draft);
  });

  it.each([
    ['no entry', null],
    ['bad JSON', '{"email": "new@exa'],
    ['an unknown shape', JSON.stringify({ email: 42 })],
    ['an unknown step', JSON.stringify({ ...draftOf(), currentStep: { step: 9, subStep: null } })],
    [
      'an unknown answer code',
      JSON.stringify(
        draftOf({ onboardingResponses: { ...EMPTY_DRAFT.onboardingResponses, concerns: ['x' as never] } }),
      ),
    ],
  ])('starts afresh from %s', (_case, value) => {
    if (value !== null) sessionStorage.setItem(DRAFT_STORAGE_KEY, value);
    expect(readStoredDraft()).toBe(EMPTY_DRAFT);
  });

  it('starts afresh when storage itself throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredDraft(broken)).toBe(EMPTY_DRAFT);
  });

  it('is written on every change while a registration screen is shown, without the error', () => {
    const { store } = renderRegistration('/register/who-protecting', { draft: draftOf() });
    act(() => {
      store.dispatch(answersSaved({ protecting: ['child'] }));
      store.dispatch(registrationErrorChanged({ message: 'boom', code: 500, param: 'general' }));
    });
    expect(stored()).toMatchObject({
      email: 'new@example.com',
      onboardingResponses: { protecting: ['child'] },
    });
    expect(stored()).not.toHaveProperty('error');
  });

  it('is removed by a reset', () => {
    const { store } = renderRegistration('/register/who-protecting', { draft: draftOf() });
    act(() => void store.dispatch(answersSaved({ protecting: ['self'] })));
    expect(stored()).not.toBeNull();
    act(() => void store.dispatch(registrationReset()));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('whose draft it is', () => {
  it('belongs to the user whose email step 1 stored, in any letter case', () => {
    expect(ownsDraft(draftOf(), 'New@Example.com')).toBe(true);
    expect(ownsDraft(draftOf(), 'other@example.com')).toBe(false);
    expect(ownsDraft(EMPTY_DRAFT, 'new@example.com')).toBe(false);
  });
});
