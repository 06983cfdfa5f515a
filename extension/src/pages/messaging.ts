import type { InternalReply, InternalRequest } from '../lib/protocol';

/** Asks the service worker (background/index.ts) and resolves with its typed answer. */
export function ask<R extends InternalRequest>(request: R): Promise<InternalReply<R>> {
  return chrome.runtime.sendMessage<R, InternalReply<R>>(request);
}
