import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { BreachSources } from '../components/breach-sources';

const sources = ['LinkedIn', 'Adobe', 'Dropbox', 'MySpace', 'Canva', 'Zynga', 'Tumblr'];
const shown = () => within(screen.getByRole('list', { name: 'Breach sources' })).getAllByRole('listitem');

function screenNarrowerThan640(narrow: boolean) {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...original(query),
    matches: narrow && query === '(width < 640px)',
  }));
}

describe('breach sources of the first-time summary (spec 001 §9)', () => {
  it('shows 6 sources on wide screens until Show more', async () => {
    screenNarrowerThan640(false);
    const { user } = renderWithProviders(<BreachSources databases={sources} />);
    expect(shown()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show more (1)' }));
    expect(shown()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows 3 on screens narrower than 640 px', () => {
    screenNarrowerThan640(true);
    renderWithProviders(<BreachSources databases={sources} />);
    expect(shown().map((item) => item.textContent)).toEqual(['LinkedIn', 'Adobe', 'Dropbox']);
    expect(screen.getByRole('button', { name: 'Show more (4)' })).toBeInTheDocument();
  });
});
