/**
 * Claims of a development account, as typed on the development provider's sign-in page
 * (sign-in.ts), kept by its storage (storage.ts) and answered by its `findAccount` (provider.ts).
 */
export type DevAccount = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};
