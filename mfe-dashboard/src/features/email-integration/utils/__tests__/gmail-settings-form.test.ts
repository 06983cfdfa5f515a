import { describe, expect, it } from '@jest/globals';
import {
  changedSettings,
  gmailSettingsSchema,
  LABELS_REQUIRED,
  settingsValues,
} from '../gmail-settings-form';

const saved = settingsValues({ scan_frequency: 'hourly', labels: ['SPAM', 'INBOX'], notify_high_risk: true });

describe('email protection settings rules (issue 14)', () => {
  it('starts from the saved settings, labels in Gmail order', () => {
    expect(saved).toEqual({ scan_frequency: 'hourly', labels: ['INBOX', 'SPAM'], notify_high_risk: true });
  });

  it('sends only what changed, labels as a set in Gmail order', () => {
    expect(changedSettings(saved, { ...saved, labels: ['SPAM', 'INBOX'] })).toBeNull();
    expect(changedSettings(saved, { ...saved, scan_frequency: '15min' })).toEqual({
      scan_frequency: '15min',
    });
    expect(changedSettings(saved, { ...saved, labels: ['CATEGORY_SOCIAL', 'INBOX'] })).toEqual({
      labels: ['INBOX', 'CATEGORY_SOCIAL'],
    });
    expect(
      changedSettings(saved, { scan_frequency: 'daily', labels: ['INBOX'], notify_high_risk: false }),
    ).toEqual({ scan_frequency: 'daily', labels: ['INBOX'], notify_high_risk: false });
  });

  it('needs at least one label', async () => {
    await expect(gmailSettingsSchema.validate({ ...saved, labels: [] })).rejects.toThrow(LABELS_REQUIRED);
    await expect(gmailSettingsSchema.validate({ ...saved, labels: ['INBOX'] })).resolves.toBeTruthy();
  });
});
