import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import {
  CHAT_PANEL_MOUNT_ID,
  CHAT_PANEL_TOGGLE_EVENT,
  toggleChatPanel,
  type ChatPanelToggleDetail,
} from '@lifeguard/shared/layout/chat-panel';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { Frame } from '../frame';

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
  it('is closed at first, its mount element in place for the assistant remote', () => {
    renderFrame();
    expect(panel()).not.toBeInTheDocument();
    expect(document.getElementById(CHAT_PANEL_MOUNT_ID)).toBeEmptyDOMElement();
  });

  it('opens and closes on the chat-panel-toggle window event', () => {
    renderFrame();
    act(() => toggleChatPanel(true));
    expect(panel()).toBeVisible();
    expect(panel()).toContainElement(document.getElementById(CHAT_PANEL_MOUNT_ID));
    expect(panel()).toHaveFocus();
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
});
