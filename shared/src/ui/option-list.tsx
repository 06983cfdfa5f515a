import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { StyledError, StyledHint } from '@lifeguard/shared/ui/field-styles';
import {
  StyledOption,
  StyledOptionFieldset,
  StyledOptionMuted,
  StyledOptions,
  StyledOptionTitle,
  type OptionLayout,
} from '@lifeguard/shared/ui/option-styles';

export type Option = {
  value: string;
  /** Names the input. */
  label: ReactNode;
  /** Describes the input, under its label ('cards'). */
  description?: ReactNode;
  /** After the label and part of its name, e.g. why the option cannot be chosen. */
  note?: ReactNode;
  /** Cannot be chosen (native disabled). */
  disabled?: boolean;
  /** Shown faded and announced unavailable (aria-disabled), yet focusable: a click only reports why. */
  dimmed?: boolean;
};

export type OptionListProps = {
  /** radio: one of the options; checkbox: any number of them. */
  type: 'radio' | 'checkbox';
  /** The inputs' name (a formik field's, when bound to one). */
  name: string;
  /** The question, the group's visible legend; `ariaLabel` names it instead when it shows elsewhere. */
  legend?: string;
  ariaLabel?: string;
  /** Help under the legend; it describes the group. */
  hint?: string;
  /** The error line under the options, reserved while null; a message describes the group. */
  error?: string | null;
  /** Ids of other elements describing the group, e.g. a 'Select 1-2 Options' badge. */
  describedBy?: string;
  options: readonly Option[];
  /** The checked values. */
  selected: readonly string[];
  /** An option was checked (radio) or toggled (checkbox). */
  onToggle: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  layout?: OptionLayout;
};

/**
 * A choice among options (WAI-ARIA: native radios or checkboxes in a fieldset, one group named by
 * its legend): the questionnaire's answers, a form's radio question, mail folders, users to pick.
 * Controlled: `selected` in, `onToggle` out; the formik-bound forms wrap it.
 */
export function OptionList({
  type,
  name,
  legend,
  ariaLabel,
  hint,
  error,
  describedBy,
  options,
  selected,
  onToggle,
  onBlur,
  layout = 'rows',
}: OptionListProps) {
  const id = useId();
  const describers = [describedBy, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <StyledOptionFieldset aria-label={ariaLabel} aria-describedby={describers || undefined}>
      {legend ? <legend>{legend}</legend> : null}
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      <StyledOptions $layout={layout}>
        {options.map((option, index) => {
          const checked = selected.includes(option.value);
          const optionId = `${id}-${index}`;
          return (
            <StyledOption
              key={option.value}
              $layout={layout}
              $checked={checked}
              $disabled={!!option.disabled}
              $dimmed={!!option.dimmed}
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-disabled={option.dimmed || undefined}
                aria-labelledby={option.description ? `${optionId}-label` : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onToggle(option.value)}
                onBlur={onBlur}
              />
              {option.description ? (
                <span>
                  <StyledOptionTitle id={`${optionId}-label`}>{option.label}</StyledOptionTitle>
                  <StyledOptionMuted id={`${optionId}-description`}>{option.description}</StyledOptionMuted>
                </span>
              ) : (
                option.label
              )}
              {option.note ? <StyledOptionMuted>{option.note}</StyledOptionMuted> : null}
            </StyledOption>
          );
        })}
      </StyledOptions>
      {error !== undefined ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledOptionFieldset>
  );
}
