/** Pause between a successful sign-in and the redirect or extension hand-off, ms (spec 000 §9). */
export const POST_LOGIN_DELAY_MS = 1500;
