import { Form } from 'formik';
import styled from 'styled-components';

/**
 * A phone step's form (action items' phone flows, the phone verification screen): stacked, its
 * fields and alerts as wide as the form, its text and buttons at their own width.
 */
export const StyledStepForm = styled(Form)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > div,
  > [role='alert'] {
    align-self: stretch;
  }
`;
