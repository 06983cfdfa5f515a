import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { OptionList, type Option } from '../option-list';

const fruit: Option[] = [
  { value: 'apple', label: 'Apple', description: 'Crisp' },
  { value: 'pear', label: 'Pear', description: 'Soft', dimmed: true },
  { value: 'plum', label: 'Plum', note: 'Out of season', disabled: true },
];

describe('OptionList (one accessible option list, issue 36)', () => {
  it('is one group of native inputs, named and described, each option named by its label', () => {
    renderWithProviders(
      <OptionList
        type="checkbox"
        name="fruit"
        legend="Fruit"
        hint="Pick any."
        error="Pick one at least."
        options={fruit}
        selected={['apple']}
        onToggle={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Fruit' });
    expect(group).toHaveAccessibleDescription('Pick any. Pick one at least.');
    expect(screen.getByRole('checkbox', { name: 'Apple' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apple' })).toHaveAccessibleDescription('Crisp');
    expect(screen.getByRole('checkbox', { name: 'Pear' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Plum Out of season' })).toBeDisabled();
  });

  it('reports the value a click chose, and none for a disabled option', async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(
      <OptionList
        type="radio"
        name="fruit"
        ariaLabel="Fruit"
        options={fruit}
        selected={[]}
        onToggle={(value) => chosen.push(value)}
      />,
    );
    expect(screen.getByRole('group', { name: 'Fruit' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('radio', { name: 'Pear' }));
    await user.click(screen.getByRole('radio', { name: 'Plum Out of season' }));
    expect(chosen).toEqual(['pear']);
  });
});
