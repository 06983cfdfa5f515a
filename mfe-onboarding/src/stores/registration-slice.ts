import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OnboardingResponses } from '@lifeguard/contracts/onboarding';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { rootReducer } from '@lifeguard/shared/store/root-reducer';
import { nextPosition, previousPosition } from '../lib/step-machine';
import { readStoredDraft } from './draft-storage';
import {
  EMPTY_DRAFT,
  type AuthMethod,
  type PersonalInfo,
  type RegistrationDraft,
  type StepPosition,
} from './registration-draft';

/**
 * The registration draft (spec 000 §3, §4) as the lazy slice `registration` of the one store.
 * Its initial state is read from sessionStorage when the store first meets the slice.
 */
export const registrationSlice = createSlice({
  name: 'registration',
  initialState: (): RegistrationDraft => readStoredDraft(),
  reducers: {
    /** Step 1 succeeded: a fresh draft for the new account, on the email route. */
    emailRegistered(_draft, action: PayloadAction<{ email: string }>) {
      return { ...EMPTY_DRAFT, email: action.payload.email, authMethod: 'email' as const };
    },
    /** A signed-in user without a draft of their own (see `ownsDraft`): a fresh draft. */
    draftClaimed(
      _draft,
      action: PayloadAction<{ email: string; position: StepPosition; authMethod: AuthMethod }>,
    ) {
      const { email, position, authMethod } = action.payload;
      return { ...EMPTY_DRAFT, email, currentStep: position, authMethod };
    },
    personalInfoSaved(draft, action: PayloadAction<PersonalInfo>) {
      Object.assign(draft, action.payload);
    },
    answersSaved(draft, action: PayloadAction<Partial<OnboardingResponses>>) {
      Object.assign(draft.onboardingResponses, action.payload);
    },
    /** A server success or a questionnaire Next moves on from `payload` (spec 000 §4). */
    stepAdvanced(draft, action: PayloadAction<StepPosition>) {
      draft.currentStep = nextPosition(action.payload);
      draft.error = null;
    },
    /** Back lowers the step by one from `payload`, minimum 1 (spec 000 §4). */
    steppedBack(draft, action: PayloadAction<StepPosition>) {
      draft.currentStep = previousPosition(action.payload);
      draft.error = null;
    },
    registrationErrorChanged(draft, action: PayloadAction<NormalizedError | null>) {
      draft.error = action.payload;
    },
    registrationReset: () => EMPTY_DRAFT,
  },
  selectors: {
    selectRegistrationDraft: (draft) => draft,
    selectOnboardingResponses: (draft) => draft.onboardingResponses,
    selectCurrentStep: (draft) => draft.currentStep,
    selectAuthMethod: (draft) => draft.authMethod,
    selectRegistrationError: (draft) => draft.error,
  },
});

declare module '@lifeguard/shared/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

const injected = registrationSlice.injectInto(rootReducer);

export const {
  emailRegistered,
  draftClaimed,
  personalInfoSaved,
  answersSaved,
  stepAdvanced,
  steppedBack,
  registrationErrorChanged,
  registrationReset,
} = registrationSlice.actions;

export const {
  selectRegistrationDraft,
  selectOnboardingResponses,
  selectCurrentStep,
  selectAuthMethod,
  selectRegistrationError,
} = injected.selectors;

/**
 * Whose draft it is. The email route always passes step 1 of this draft, which stores the new
 * account's email; so a signed-in user whose email the draft does not hold arrived another way
 * (a third-party sign-in, a new tab, or an existing user reopening the questionnaire) and gets
 * a fresh draft (useDraftOwnership asks the session how they signed in).
 */
export function ownsDraft(draft: RegistrationDraft, email: string): boolean {
  return draft.email !== '' && draft.email.toLowerCase() === email.toLowerCase();
}
