import { describe, expect, it } from '@jest/globals';
import { AVATAR_MAX_BYTES } from '@lifeguard/contracts/account';
import { avatarFileProblem, avatarMessages } from '../utils/avatar-file';

describe('avatar file rules (issue 13 "Account pages")', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('takes %s up to 2 MB', (type) => {
    expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it.each(['image/svg+xml', 'image/bmp', 'application/pdf', ''])('refuses the type %p', (type) => {
    expect(avatarFileProblem({ type, size: 10 })).toBe(avatarMessages.wrongType);
  });

  it('refuses one byte over 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      avatarMessages.tooLarge,
    );
  });
});
