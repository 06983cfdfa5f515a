import { Form } from 'formik';
import styled, { css } from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';

/**
 * The layout of a short form (Invite, Add Team, Rename, Add email address, the authenticator's
 * code; issues 13 and 16): a column `sm` apart, its fields full width, its buttons at their own
 * width at the start. A form with more rules writes `${columnForm}` first.
 */
export const columnForm = css`
  ${stack('sm')}
  align-items: flex-start;
  > div {
    align-self: stretch;
  }
`;

/** A Formik form laid out as {@link columnForm}. */
export const StyledColumnForm = styled(Form)`
  ${columnForm}
`;
