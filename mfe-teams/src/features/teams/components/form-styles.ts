import { Form } from 'formik';
import styled from 'styled-components';

/** A family form (Invite, Add Team, Rename; issue 13): a column, fields full width, buttons at the start. */
export const StyledTeamForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  > div {
    align-self: stretch;
  }
`;
