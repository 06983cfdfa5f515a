import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import {
  selectThemePreference,
  themePreferenceChanged,
  type ThemePreference,
} from '@lifeguard/shared/theme/theme-slice';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const StyledGroup = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $checked }) => ($checked ? theme.color.primary : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.color.onPrimary : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
  }
  &:focus-within {
    ${focusRing()}
  }
`;

/**
 * Light / Dark / System choice (spec 000 §4, spec 001 §2 dark mode toggle), in the frame's sidebar
 * and header; the shell's theme sync stores and applies it.
 */
export function ThemeToggle() {
  const preference = useAppSelector(selectThemePreference);
  const dispatch = useAppDispatch();
  return (
    <StyledGroup>
      <legend>Theme</legend>
      {OPTIONS.map(({ value, label }) => (
        <StyledOption key={value} $checked={preference === value}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={preference === value}
            onChange={() => dispatch(themePreferenceChanged(value))}
          />
          {label}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
