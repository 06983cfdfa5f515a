import { scansApi } from '@lifeguard/shared/darkweb/scans-api';
import type { ServerViews } from '@lifeguard/shared/prerender/server-views';
import { getActionItemsApi } from './features/action-items/api/get-action-items';
import { getIntegrationsApi } from './features/integrations/api/get-integrations';
import { getEducationalContentApi } from './features/learning/api/get-educational-content';
import { getNotificationsApi } from './features/notifications/api/get-notifications';
import { getOnboardingStatusApi } from './features/onboarding-reminder/api/get-onboarding-status';
import { getThreatEventsApi } from './features/threat-timeline/api/get-threat-events';

/**
 * The dashboard's views the server renders with their data (issue 31): /dashboard's greeting,
 * protection score, integrations, Activity timeline, action items, notifications, learning and
 * onboarding reminder, each query as the view's hooks ask it (the frame has asked for the user
 * and the families). Built into dist/server/render-view.cjs by shared/tooling/prerender.mjs.
 */
export const serverViews: ServerViews = {
  dashboard: ({ dispatch }) => {
    dispatch(getIntegrationsApi.endpoints.getIntegrations.initiate());
    dispatch(scansApi.endpoints.getScans.initiate());
    dispatch(getThreatEventsApi.endpoints.getThreatEvents.initiate());
    dispatch(getActionItemsApi.endpoints.getActionItems.initiate());
    dispatch(getNotificationsApi.endpoints.getNotifications.initiate());
    dispatch(getEducationalContentApi.endpoints.getEducationalContent.initiate());
    dispatch(getOnboardingStatusApi.endpoints.getOnboardingStatus.initiate());
  },
};
