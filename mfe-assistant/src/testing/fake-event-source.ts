import { expect } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { AgentEvent } from '@lifeguard/contracts/schemas/agents';

type Listener = (event: Event) => void;

/**
 * A stand-in for the browser's `EventSource` (jsdom has none) that tests drive: each instance
 * is kept in {@link FakeEventSource.instances}; `emit` delivers an event's JSON data as the
 * server would, `fail` a connection error; `closed` says whether the panel closed it.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Delivers `data` as JSON, unnamed (a 'message' event) unless `name` is given. */
  emit(data: AgentEvent, name = 'message') {
    if (this.closed) return;
    this.dispatch(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: String(data.seq) }));
  }

  /** A connection error, as `EventSource` reports one: an 'error' event without data. */
  fail() {
    if (!this.closed) this.dispatch(new Event('error'));
  }

  private dispatch(event: Event) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }
}

/** Puts {@link FakeEventSource} in place of `window.EventSource`, with no instances yet. */
export function installFakeEventSource(): void {
  FakeEventSource.instances = [];
  Object.defineProperty(window, 'EventSource', {
    value: FakeEventSource,
    configurable: true,
    writable: true,
  });
}

/** The latest stream the panel opened. */
export function latestStream(): FakeEventSource {
  const stream = FakeEventSource.instances.at(-1);
  if (!stream) throw new Error('No stream was opened');
  return stream;
}

/** Waits until the panel has opened its `count`-th stream (1-based), and answers that stream. */
export async function openedStream(count = 1): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThanOrEqual(count));
  return FakeEventSource.instances[count - 1]!;
}
