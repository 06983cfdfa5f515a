/**
 * sessionStorage key of the registration draft (spec 000 §3 "Local browser storage"). The
 * onboarding remote keeps the draft there; the shell's guard reads only whose it is. Here rather
 * than in @lifeguard/shared/session: a federated shared module there costs /app/login's entry
 * chunk some 200 bytes of share-scope registration, this one none.
 */
export const REGISTRATION_DRAFT_KEY = 'registrationDraft';

/**
 * Whether this tab holds an email-route registration of `email` (case-insensitively): a user
 * signed in since step 1 who may go Back from step 2 to step 1 (spec 000 §4 "Registration" 2,
 * issue 33 item 3), though /register is otherwise for visitors. False for anything unreadable.
 */
export function isRegisteringByEmail(email: string, storage: Storage = globalThis.sessionStorage): boolean {
  try {
    const draft: unknown = JSON.parse(storage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null');
    const { email: owner, authMethod } = (draft ?? {}) as { email?: unknown; authMethod?: unknown };
    return authMethod === 'email' && typeof owner === 'string' && owner.toLowerCase() === email.toLowerCase();
  } catch {
    return false;
  }
}
