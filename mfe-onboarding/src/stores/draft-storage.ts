import * as yup from 'yup';
import { REGISTRATION_DRAFT_KEY } from '@lifeguard/contracts/registration-draft';
import {
  CONCERNS,
  EXPERIENCES,
  PRIMARY_CONCERNS,
  PROTECTING,
  SOLUTIONS,
  SUFFIXES,
} from '@lifeguard/contracts/onboarding';
import {
  EMPTY_DRAFT,
  type OnboardingSubStep,
  type RegistrationDraft,
  type RegistrationStep,
} from './registration-draft';

/**
 * sessionStorage key of the draft: it survives a reload mid-way, never the tab. Shared, as the
 * shell's guard reads whose draft it is (Back to step 1, issue 33 item 3).
 */
export const DRAFT_STORAGE_KEY = REGISTRATION_DRAFT_KEY;

const codes = <Code extends string>(values: readonly Code[]) =>
  yup.array(yup.mixed<Code>().oneOf(values).defined()).defined();
const code = <Code extends string>(values: readonly Code[]) =>
  yup
    .mixed<Code | ''>()
    .oneOf(['', ...values])
    .defined();
const text = () => yup.string().defined().strict();

/** What a stored draft must look like to be restored: anything else is dropped. */
const storedDraftSchema = yup.object({
  email: text(),
  firstName: text(),
  lastName: text(),
  middleName: text(),
  suffix: code(SUFFIXES),
  onboardingResponses: yup.object({
    protecting: codes(PROTECTING),
    experience: code(EXPERIENCES),
    concerns: codes(CONCERNS),
    primary_concern: code(PRIMARY_CONCERNS),
    solutions: codes(SOLUTIONS),
  }),
  currentStep: yup.object({
    step: yup.mixed<RegistrationStep>().oneOf([1, 2, 3, 3.5, 3.75, 4]).defined(),
    subStep: yup.mixed<OnboardingSubStep>().oneOf([1, 2, 3, 4, 5]).nullable().defined(),
  }),
  authMethod: yup.mixed<RegistrationDraft['authMethod']>().oneOf(['email', 'oauth']).defined(),
});

/**
 * The draft kept in `storage`, or a fresh one when there is none, it is not JSON, its shape is
 * unknown (an older version) or storage is unavailable: a bad entry never breaks registration.
 */
export function readStoredDraft(storage: Storage | undefined = globalThis.sessionStorage): RegistrationDraft {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return EMPTY_DRAFT;
    const stored = storedDraftSchema.validateSync(JSON.parse(raw), { stripUnknown: true });
    return { ...stored, error: null };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps `draft` in `storage` (without its transient error); a fresh draft removes the entry. */
export function writeStoredDraft(
  draft: RegistrationDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    if (draft === EMPTY_DRAFT) storage?.removeItem(DRAFT_STORAGE_KEY);
    else storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, error: undefined }));
  } catch {
    // Storage disabled or full: the draft still lives in the store until the tab closes.
  }
}
