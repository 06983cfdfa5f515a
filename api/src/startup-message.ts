/**
 * What `npm start` prints once the server listens (issue 30 F17): the address users must open,
 * which is PUBLIC_URL's (cookies belong to one host, so another spelling of the same server signs
 * nobody in), then where the process listens when that differs (behind a proxy, HOST 0.0.0.0).
 * `publicOrigin` and `listening` are origins without a final slash.
 */
export function startupMessage(publicOrigin: string, listening: string): string {
  const open = `Lifeguard is running at ${publicOrigin}/app/`;
  return publicOrigin === listening ? open : `${open} (listening on ${listening})`;
}
