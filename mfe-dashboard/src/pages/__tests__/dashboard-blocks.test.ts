import { describe, expect, it } from '@jest/globals';
import { dashboardBlocks } from '../dashboard-blocks';

const configured = { is_configured: true, is_active: true };
const unconfigured = { is_configured: false, is_active: false };
const hidden = { visible: false, dismissed: false };
const shown = { visible: true, dismissed: false };
const dismissed = { visible: false, dismissed: true };

describe('which dashboard blocks show (spec 001 §4)', () => {
  it('new user without a scan: quick setup and timeline, no status bar', () => {
    expect(
      dashboardBlocks({ integrations: [configured, unconfigured], summary: hidden, firstTime: true }),
    ).toEqual({
      quickSetup: true,
      statusBar: false,
      threatTimeline: true,
      welcomeBanner: true,
    });
  });

  it('first-time summary shown: neither quick setup, status bar, timeline nor banner', () => {
    expect(dashboardBlocks({ integrations: [unconfigured], summary: shown, firstTime: true })).toEqual({
      quickSetup: false,
      statusBar: false,
      threatTimeline: false,
      welcomeBanner: false,
    });
  });

  it('summary dismissed with setup incomplete: quick setup and timeline come back', () => {
    expect(
      dashboardBlocks({ integrations: [unconfigured], summary: dismissed, firstTime: true }),
    ).toMatchObject({
      quickSetup: true,
      statusBar: false,
      threatTimeline: true,
    });
  });

  it('summary forced on after a dismissal (developer tools): quick setup and the timeline show with it', () => {
    const blocks = dashboardBlocks({
      integrations: [unconfigured],
      summary: { visible: true, dismissed: true },
      firstTime: false,
    });
    expect(blocks).toMatchObject({ quickSetup: true, statusBar: false, threatTimeline: true });
  });

  it('everything configured: the status bar instead of quick setup', () => {
    expect(
      dashboardBlocks({ integrations: [configured, configured], summary: hidden, firstTime: false }),
    ).toEqual({
      quickSetup: false,
      statusBar: true,
      threatTimeline: true,
      welcomeBanner: false,
    });
  });

  it('configured but not yet active: status bar, and the banner for a new user', () => {
    const pending = { is_configured: true, is_active: false };
    expect(dashboardBlocks({ integrations: [pending], summary: hidden, firstTime: true })).toEqual({
      quickSetup: false,
      statusBar: true,
      threatTimeline: true,
      welcomeBanner: true,
    });
  });
});
