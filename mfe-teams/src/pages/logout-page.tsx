/** Placeholder until its helper lands the page (issue 13). */
export function LogoutPage() {
  return null;
}
