import { describe, expect, it } from '@jest/globals';
import { deviceName, UNKNOWN_DEVICE } from '../device-name';

describe('deviceName (issue 16 §5)', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
      'Chrome 126 on Linux',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
      'Chrome 125 on Android',
    ],
    ['', UNKNOWN_DEVICE],
    ['  ', UNKNOWN_DEVICE],
    ['lifeguard-cli', 'lifeguard-cli'],
    [`x${'y'.repeat(80)}`, `x${'y'.repeat(58)}…`],
  ])('names %p as %p', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});
