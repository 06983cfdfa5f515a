import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { limitMessages } from '@lifeguard/contracts/onboarding';
import { Alert } from '@lifeguard/shared/ui/alert';
import { OptionList } from '@lifeguard/shared/ui/option-list';
import { trimSelection } from '../utils/answer-rules';
import type { QuestionnaireStep } from '../utils/questionnaire-steps';

export type ChoiceListProps = {
  step: QuestionnaireStep;
  /** Id of the step's badge ('Select 1-2 Options'), which describes the group. */
  describedBy: string;
};

/**
 * The answers of a questionnaire step bound to its formik field (spec 000 §4 "Safety concerns
 * selection", §5, §8): at the maximum the other options are dimmed and a click on one is cut off,
 * the list trimmed, with the limit message; rule messages show after a first Next, in a red
 * alert above the list.
 */
export function ChoiceList({ step, describedBy }: ChoiceListProps) {
  const [field, meta, helpers] = useField<string | string[]>(step.field);
  const { submitCount } = useFormikContext();
  const [overLimit, setOverLimit] = useState(false);
  const multiple = step.choice.kind === 'multiple';
  const max = step.choice.kind === 'multiple' ? step.choice.max : null;
  const selected = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const full = max !== null && selected.length >= max;

  const handleToggle = (code: string) => {
    if (!multiple) {
      void helpers.setValue(code);
      return;
    }
    const next = selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
    setOverLimit(max !== null && next.length > max);
    void helpers.setValue(trimSelection(next, max));
  };

  const message =
    overLimit && max !== null ? limitMessages.max(max) : submitCount > 0 ? meta.error : undefined;
  return (
    <>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <OptionList
        type={multiple ? 'checkbox' : 'radio'}
        layout="cards"
        name={step.field}
        ariaLabel={step.title}
        describedBy={describedBy}
        options={step.options.map((option) => ({
          ...option,
          dimmed: full && !selected.includes(option.value),
        }))}
        selected={selected}
        onToggle={handleToggle}
      />
    </>
  );
}
