/**
 * Support messenger adapter (spec 000 §1, §9): an Intercom-style widget loaded only when an app
 * id is configured (the `lifeguardMessengerAppId` global, else the build's MESSENGER_APP_ID,
 * empty by default: nothing loads and the app works offline). Booted for every visitor, tied to
 * the signed-in user's identity (creation time in seconds), re-booted when sign-in changes.
 */
type MessengerCommand = (command: string, options?: Record<string, unknown>) => void;
type MessengerWindow = Window & {
  Intercom?: MessengerCommand & { q?: unknown[] };
  lifeguardMessengerAppId?: string;
};

const WIDGET_URL = 'https://widget.intercom.io/widget/';

export type MessengerIdentity = {
  email: string;
  name: string;
  userId: number;
  dateJoined: string | null;
} | null;

/** The configured app id, or '' when none is. */
export function messengerAppId(win: MessengerWindow = window): string {
  return win.lifeguardMessengerAppId ?? process.env.MESSENGER_APP_ID ?? '';
}

function ensureLoaded(win: MessengerWindow, appId: string): MessengerCommand {
  if (!win.Intercom) {
    const queued: MessengerCommand & { q?: unknown[] } = (...args) => {
      (queued.q ??= []).push(args);
    };
    win.Intercom = queued;
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${WIDGET_URL}${encodeURIComponent(appId)}`;
    win.document.head.appendChild(script);
  }
  return win.Intercom;
}

/** (Re)boots the widget for a visitor (`null`) or a signed-in user; no-op without an app id. */
export function bootSupportMessenger(identity: MessengerIdentity, win: MessengerWindow = window): void {
  const appId = messengerAppId(win);
  if (!appId) return;
  const messenger = ensureLoaded(win, appId);
  messenger('shutdown');
  const user = identity
    ? {
        email: identity.email,
        name: identity.name,
        user_id: String(identity.userId),
        created_at: identity.dateJoined ? Math.floor(Date.parse(identity.dateJoined) / 1000) : undefined,
      }
    : {};
  messenger('boot', { app_id: appId, ...user });
}

/** Opens the messenger; returns false when none is configured so callers can offer another way. */
export function openSupportMessenger(win: MessengerWindow = window): boolean {
  if (!messengerAppId(win) || !win.Intercom) return false;
  win.Intercom('show');
  return true;
}
