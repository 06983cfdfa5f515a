import { SUPPORT_TOPIC_LABELS } from '@lifeguard/contracts/support';
import styled from 'styled-components';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Button } from '@lifeguard/shared/ui/button';
import { StatusBadge } from '../../../components/status-badge';
import { dateTime } from '../../../components/table-section';
import type { SupportRequest } from '../api/get-support-requests';
import { useMarkSupportRequestAnsweredMutation } from '../api/mark-support-request-answered';
import { RequestMessage } from './request-message';

export type SupportRequestRowProps = { request: SupportRequest };

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledProblem = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A date and time as the superuser pages show them, in a `<time>`. */
const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;

/**
 * One request of the Support requests page (issue 33 item 2): its reference, when it came, the
 * topic, who sent it (signed in or not), the message (an excerpt, the rest on demand), whether
 * it is answered (by whom, when) and, while open, Mark answered, busy while it is sent; a
 * refusal shows in the row.
 */
export function SupportRequestRow({ request }: SupportRequestRowProps) {
  const [markAnswered, { isLoading, error }] = useMarkSupportRequestAnsweredMutation();
  const open = request.status === 'open';
  return (
    <tr>
      <th scope="row">{request.reference}</th>
      <td>
        <At iso={request.created_at} />
      </td>
      <td>{SUPPORT_TOPIC_LABELS[request.topic]}</td>
      <td>
        {request.email}
        <StyledMuted>{request.user_id === null ? 'Not signed in' : 'Signed in'}</StyledMuted>
      </td>
      <td>
        <RequestMessage request={request} />
      </td>
      <td>
        <StatusBadge tone={open ? 'warning' : 'success'}>{open ? 'Open' : 'Answered'}</StatusBadge>
        {!open && request.answered_at ? (
          <StyledMuted>
            {request.answered_by ? `${request.answered_by}, ` : ''}
            <At iso={request.answered_at} />
          </StyledMuted>
        ) : null}
      </td>
      <td>
        {open ? (
          <Button variant="secondary" busy={isLoading} onClick={() => void markAnswered(request.id)}>
            {isLoading ? 'Saving...' : 'Mark answered'}
            <span className="visually-hidden">{` (${request.reference})`}</span>
          </Button>
        ) : null}
        {error ? <StyledProblem role="alert">{normalizeError(error).message}</StyledProblem> : null}
      </td>
    </tr>
  );
}
