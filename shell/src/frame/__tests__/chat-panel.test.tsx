import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import {
  CHAT_PANEL_MOUNT_ID,
  CHAT_PANEL_TOGGLE_EVENT,
  openChatPanel,
  toggleChatPanel,
  type AssistantPanelModule,
  type AssistantPanelProps,
  type ChatPanelToggleDetail,
} from '@lifeguard/shared/layout/chat-panel';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { forgetRemote, loadAssistantPanel } from '../../remotes/remote-registry';
import { ASSISTANT_LOAD_ERROR } from '../assistant-slot';
import { Frame } from '../frame';

jest.mock('../../remotes/remote-registry', () => ({
  loadAssistantPanel: jest.fn(),
  forgetRemote: jest.fn(),
  INLINE_REGISTRY_ID: 'lifeguard-remotes',
}));
const loadPanel = jest.mocked(loadAssistantPanel);
const forget = jest.mocked(forgetRemote);

/** The assistant remote's panel, reduced to showing what the shell gives it. */
function FakeAssistantPanel({ request, session }: AssistantPanelProps) {
  return <p data-testid="assistant">{`${JSON.stringify(request)} session ${session}`}</p>;
}

/** Loads as the registry does: one promise until forgotten; `answer` says how each load ends. */
function serveAssistant(answer: () => Promise<AssistantPanelModule>) {
  let pending: Promise<AssistantPanelModule> | undefined;
  loadPanel.mockImplementation(() => (pending ??= answer()));
  forget.mockImplementation(() => {
    pending = undefined;
  });
}

beforeEach(() => {
  serveAssistant(() => Promise.resolve({ AssistantPanel: FakeAssistantPanel }));
});

const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

function renderFrame() {
  const view = renderWithProviders(
    <Frame frame="sidebar">
      <button type="button">Explain this threat</button>
    </Frame>,
    { route: '/dashboard', preloadedState: { session: { user: ann } } },
  );
  const heard: ChatPanelToggleDetail[] = [];
  window.addEventListener(CHAT_PANEL_TOGGLE_EVENT, (event) => heard.push(event.detail));
  return { ...view, heard };
}

const panel = () => screen.queryByRole('complementary', { name: 'Security assistant' });

describe('the chat panel slot (spec 001 §2)', () => {
  it('is closed at first, its mount element in place, the assistant remote not loaded', () => {
    renderFrame();
    expect(panel()).not.toBeInTheDocument();
    expect(document.getElementById(CHAT_PANEL_MOUNT_ID)).toBeEmptyDOMElement();
    expect(loadPanel).not.toHaveBeenCalled();
  });

  it('opens and closes on the chat-panel-toggle window event', async () => {
    renderFrame();
    act(() => toggleChatPanel(true));
    expect(panel()).toBeVisible();
    expect(panel()).toContainElement(document.getElementById(CHAT_PANEL_MOUNT_ID));
    expect(panel()).toHaveFocus();
    await screen.findByTestId('assistant');
    act(() => toggleChatPanel(false));
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes with its close button, telling listeners, and gives focus back', async () => {
    const { user, heard } = renderFrame();
    const opener = screen.getByRole('button', { name: 'Explain this threat' });
    await user.click(opener);
    act(() => toggleChatPanel(true));
    await user.click(screen.getByRole('button', { name: 'Close security assistant' }));
    expect(panel()).not.toBeInTheDocument();
    expect(heard).toEqual([{ open: true }, { open: false }]);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderFrame();
    act(() => toggleChatPanel(true));
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
  });

  it('ignores an event without a detail, and leaves the user menu to take Escape first', async () => {
    const { user } = renderFrame();
    act(() => {
      window.dispatchEvent(new Event(CHAT_PANEL_TOGGLE_EVENT));
    });
    expect(panel()).not.toBeInTheDocument();

    act(() => toggleChatPanel(true));
    await user.click(screen.getByRole('button', { name: /ann@example\.com/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(panel()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
  });

  it('loads the assistant at the first opening, once, and gives it the request and a new session at each opening', async () => {
    renderFrame();
    act(() => toggleChatPanel(true));
    const assistant = await screen.findByTestId('assistant');
    expect(panel()).toContainElement(assistant);
    expect(assistant).toHaveTextContent('{"kind":"ask"} session 1');

    act(() => toggleChatPanel(false));
    act(() => openChatPanel({ kind: 'explain', threatId: 't-1', title: 'Phishing attempt' }));
    expect(screen.getByTestId('assistant')).toHaveTextContent(
      '{"kind":"explain","threatId":"t-1","title":"Phishing attempt"} session 2',
    );
    // Explain on another threat while open: a new conversation too.
    act(() => openChatPanel({ kind: 'explain', threatId: 't-2', title: 'Scam call' }));
    expect(screen.getByTestId('assistant')).toHaveTextContent('session 3');
    // Opening an open panel without a request changes nothing.
    act(() => toggleChatPanel(true));
    expect(screen.getByTestId('assistant')).toHaveTextContent('"threatId":"t-2"');
    expect(screen.getByTestId('assistant')).toHaveTextContent('session 3');
    expect(loadPanel).toHaveBeenCalled();
    expect(new Set(loadPanel.mock.results.map((result) => result.value)).size).toBe(1);
  });

  it('shows a load failure inside the panel with Try Again, and the frame keeps working', async () => {
    let fail = true;
    serveAssistant(() =>
      fail
        ? Promise.reject(new Error('remoteEntry.js answered 404'))
        : Promise.resolve({ AssistantPanel: FakeAssistantPanel }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderFrame();
    act(() => toggleChatPanel(true));
    const alert = await within(panel()!).findByRole('alert');
    expect(alert).toHaveTextContent(ASSISTANT_LOAD_ERROR);
    expect(screen.getByRole('button', { name: 'Explain this threat' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(forget).toHaveBeenCalledWith('assistant');
    expect(await screen.findByTestId('assistant')).toHaveTextContent('session 1');
    expect(within(panel()!).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens on a general question from 'Ask Lifeguard' in the sidebar", async () => {
    const { user, heard } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Ask Lifeguard' }));
    expect(heard).toEqual([{ open: true, request: { kind: 'ask' } }]);
    expect(panel()).toBeVisible();
    expect(await screen.findByTestId('assistant')).toHaveTextContent('{"kind":"ask"} session 1');
  });

  it("has 'Ask Lifeguard' in the page layout's header too", async () => {
    const { user } = renderWithProviders(
      <Frame frame="page">
        <p>Page</p>
      </Frame>,
      { route: '/dark-web-scan', preloadedState: { session: { user: ann } } },
    );
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Ask Lifeguard' }));
    expect(panel()).toBeVisible();
    expect(await screen.findByTestId('assistant')).toHaveTextContent('{"kind":"ask"}');
  });
});
