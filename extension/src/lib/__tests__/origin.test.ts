import { describe, expect, it } from '@jest/globals';
import { createManifest } from '../../manifest';
import { lifeguardOrigin, originOfManifest } from '../origin';

describe('the configured Lifeguard origin', () => {
  it('is the origin of an http(s) address', () => {
    expect(lifeguardOrigin('https://lifeguard.example/app/')).toBe('https://lifeguard.example');
    expect(() => lifeguardOrigin('ftp://lifeguard.example')).toThrow(TypeError);
  });

  it("is read back from the manifest's externally_connectable, the one place it is written", () => {
    expect(originOfManifest(createManifest('http://127.0.0.1:4173'))).toBe('http://127.0.0.1:4173');
    expect(originOfManifest(createManifest('https://lifeguard.example/app/'))).toBe(
      'https://lifeguard.example',
    );
    expect(() => originOfManifest({})).toThrow(TypeError);
  });
});
