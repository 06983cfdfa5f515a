/**
 * A promise that says how it ended, in React's thenable fields (`status`, `value`, `reason`; the
 * shape `use` reads), so a render can take a module already loaded without waiting a tick.
 */
export type Tracked<T> = Promise<T> &
  ({ status?: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Marks `promise` with how it ends, once (see {@link Tracked}); answers it, for chaining.
 * Never rejects on its own account: a rejection is recorded, and still reaches other handlers.
 */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  if (!tracked.status) {
    tracked.status = 'pending';
    // The handlers answer nothing: answering `tracked` itself would adopt its rejection.
    promise.then(
      (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
    );
  }
  return tracked;
}
