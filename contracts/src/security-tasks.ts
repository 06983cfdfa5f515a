/**
 * Codes of action items and notifications (spec 001 §3, §4 "Action items and notifications"),
 * for the server's tasks and the dashboard's panels.
 */

/**
 * Action item kinds: what the item asks the user to do. `agent_recommendation` is a step the
 * security assistant recommended (issue 12): the user marks it done.
 */
export const ACTION_ITEM_KINDS = [
  'verify_phone',
  'change_password',
  'enable_protection',
  'register_donotcall',
  'install_extension',
  'run_dark_web_scan',
  'agent_recommendation',
] as const;
export type ActionItemKind = (typeof ACTION_ITEM_KINDS)[number];

/** Priorities, most urgent first: the order of the open items of the list. */
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Notification levels. */
export const NOTIFICATION_LEVELS = ['info', 'warning', 'critical', 'success'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
