/** Analytics events of the email integration (spec 001 §7 "Other": tracking covers the email integration). */
export const emailEvents = {
  connectClicked: 'email integration connect clicked',
  connected: 'email integration connected',
  connectFailed: 'email integration connect failed',
  syncClicked: 'email integration sync clicked',
  settingsSaved: 'email integration settings saved',
  disconnected: 'email integration disconnected',
} as const;
