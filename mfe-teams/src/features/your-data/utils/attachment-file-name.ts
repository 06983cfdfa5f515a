/** The last path segment only: a file name never names a folder. */
function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * The file name a `Content-Disposition` header gives (RFC 6266): `filename*=UTF-8''…` first,
 * else `filename="…"` or a bare `filename=…`; null without one. Folders are dropped.
 */
export function attachmentFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*utf-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const match = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
  const plain = match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2];
  return plain ? baseName(plain) : null;
}
