/** Placeholder until its helper lands the page (issue 13). */
export function TeamInvitationPage() {
  return null;
}
