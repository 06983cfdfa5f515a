import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { Alert } from '@lifeguard/shared/ui/alert';

/** What a superuser page says to anyone else (issue 13). */
export const NO_ACCESS_MESSAGE = "You don't have access to this page.";

/** The refusal of a superuser page, for a non-superuser or the server's 403. */
export function NoAccess() {
  return <Alert variant="warning">{NO_ACCESS_MESSAGE}</Alert>;
}

/** Whether an RTK Query error is the HTTP status `status` (e.g. 403 for a non-superuser). */
export function hasStatus(error: FetchBaseQueryError | SerializedError | undefined, status: number): boolean {
  return Boolean(error && 'status' in error && error.status === status);
}
