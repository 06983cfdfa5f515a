import { readFileSync } from 'node:fs';

/** The JSON of `file` (a build's manifest or first screens), or null when it cannot be read or parsed. */
export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}
