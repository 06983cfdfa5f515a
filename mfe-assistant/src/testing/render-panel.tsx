import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import type { AssistantPanelProps, ChatPanelRequest } from '@lifeguard/shared/layout/chat-panel';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import type { Theme } from '@lifeguard/shared/theme/tokens';
import { AssistantPanel } from '../pages/assistant-panel';
import { EXECUTION_IDS, executionFixture } from './agent-fixtures';

type Control = { set?: (props: AssistantPanelProps) => void };

function Harness({ initial, control }: { initial: AssistantPanelProps; control: Control }) {
  const [props, setProps] = useState(initial);
  control.set = setProps;
  return <AssistantPanel {...props} />;
}

export type RenderPanelOptions = {
  /** Answers of the fake server by 'METHOD /path/', over the defaults below. */
  handlers?: Record<string, MockHandler | [number, unknown]>;
  /** For tests on fake timers: user-event advances them. */
  fakeTimers?: boolean;
  /** Inside React's StrictMode, as the shell renders it. */
  strict?: boolean;
  /** Another theme than the light one (the dark mode). */
  theme?: Theme;
};

/**
 * Renders the assistant's panel as the shell does (real store, theme), opened on `request`
 * (session 1), over a fake server whose POST /agents/execute/ answers 202 with the executions
 * of {@link EXECUTION_IDS} in turn. `reopen` renders the shell's next opening.
 */
export function renderPanel(
  request: ChatPanelRequest,
  { handlers = {}, fakeTimers = false, strict = false, theme }: RenderPanelOptions = {},
) {
  let executions = 0;
  const requests = mockApi({
    'POST /agents/execute/': () => {
      const id = EXECUTION_IDS[executions % EXECUTION_IDS.length] ?? EXECUTION_IDS[0];
      executions += 1;
      return [202, executionFixture({ execution_id: id })];
    },
    'POST /api/analytics/events/': [202, { status: 'success', count: 1 }],
    'GET /agents/history/': [200, { count: 0, next: null, previous: null, results: [] }],
    ...handlers,
  });
  const control: Control = {};
  const panel = <Harness initial={{ request, session: 1 }} control={control} />;
  const harness = theme ? <ThemeProvider theme={theme}>{panel}</ThemeProvider> : panel;
  const view = renderWithProviders(strict ? <StrictMode>{harness}</StrictMode> : harness, {
    route: '/dashboard',
  });
  const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : view.user;
  const reopen = (next: ChatPanelRequest, session: number) =>
    act(() => control.set?.({ request: next, session }));
  return { ...view, user, requests, reopen };
}

/** The bodies of the POST /agents/execute/ requests made so far. */
export const executeBodies = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter(({ method, path }) => method === 'POST' && path === '/agents/execute/')
    .map(({ body }) => body as Record<string, unknown>);
