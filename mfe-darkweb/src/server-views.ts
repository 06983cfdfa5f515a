import { scansApi } from '@lifeguard/shared/darkweb/scans-api';
import type { ServerViews } from '@lifeguard/shared/prerender/server-views';

/**
 * The dark web scan screen rendered by the server with its data (issue 31): the user's scans, as
 * ScanResults asks for them (breach entries load when a scan is opened). Built into
 * dist/server/render-view.cjs by shared/tooling/prerender.mjs.
 */
export const serverViews: ServerViews = {
  'dark-web-scan': ({ dispatch }) => {
    dispatch(scansApi.endpoints.getScans.initiate());
  },
};
