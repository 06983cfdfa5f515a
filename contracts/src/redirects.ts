/**
 * Redirect targets a client names (`callback_url`, `next`, `redirect`; issue 30 F6), parsed with
 * the WHATWG URL parser against the configured origin, never matched by pattern: the browser
 * resolves a Location the same way, so what is checked is what is followed.
 */

/**
 * `value` resolved against `origin` (e.g. `https://lifeguard.example`), as the path, query and
 * fragment to redirect to, when it stays on that origin; else null. Refuses other origins
 * (`https://evil`, `//evil`, `\\evil`, `/\evil`), other schemes (`javascript:`, `data:`) and
 * unparsable text; `https:evil/x` under an https origin is the same-origin path `/evil/x`.
 * Leading slashes are collapsed to one, so the result is never protocol-relative.
 */
export function sameOriginPath(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}
