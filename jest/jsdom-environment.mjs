/**
 * jsdom plus the web platform globals jsdom lacks but Node has (fetch, Request, Response,
 * Headers, AbortController, TextEncoder/Decoder, structuredClone): RTK Query needs them
 * (ARCHITECTURE "Browser tests").
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
];

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
