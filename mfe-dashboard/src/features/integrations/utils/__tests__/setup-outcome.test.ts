import { describe, expect, it, jest } from '@jest/globals';
import { setUpIntegration, type SetupCalls } from '../setup-outcome';

function calls(hasScanResults: boolean) {
  return {
    hasScanResults: jest.fn<SetupCalls['hasScanResults']>().mockResolvedValue(hasScanResults),
    activate: jest.fn<SetupCalls['activate']>().mockResolvedValue(undefined),
  };
}

describe('integration setup outcomes (spec 001 §4 "Integration setup", §8)', () => {
  it('activates dark web monitoring when the server has scan results', async () => {
    const server = calls(true);
    await expect(setUpIntegration('darkweb', server)).resolves.toEqual({ kind: 'success' });
    expect(server.activate).toHaveBeenCalledTimes(1);
  });

  it('asks for a dark web scan first when there are no scan results', async () => {
    const server = calls(false);
    await expect(setUpIntegration('darkweb', server)).resolves.toEqual({
      kind: 'start_scan',
      to: '/dark-web-scan',
      message: 'Please complete a dark web scan to activate monitoring.',
    });
    expect(server.activate).not.toHaveBeenCalled();
  });

  it('sends web protection to the extension screen with the manual-install note', async () => {
    await expect(setUpIntegration('chrome', calls(true))).resolves.toEqual({
      kind: 'install_extension',
      to: '/integrations/chrome',
      message: 'Chrome extension setup coming soon. Please install the extension manually.',
    });
  });

  it('navigates to the email and phone screens', async () => {
    await expect(setUpIntegration('email', calls(true))).resolves.toEqual({
      kind: 'navigate',
      to: '/integrations/email',
    });
    await expect(setUpIntegration('phone', calls(true))).resolves.toEqual({
      kind: 'navigate',
      to: '/integrations/phone',
    });
  });

  it('refuses a type it cannot set up', async () => {
    await expect(setUpIntegration('financial', calls(true))).resolves.toEqual({
      kind: 'unknown',
      message: 'Unknown integration type',
    });
  });

  it('rejects when a server call fails, calling nothing further', async () => {
    const server = calls(true);
    server.hasScanResults.mockRejectedValue(new Error('offline'));
    await expect(setUpIntegration('darkweb', server)).rejects.toThrow('offline');
    expect(server.activate).not.toHaveBeenCalled();
  });
});
