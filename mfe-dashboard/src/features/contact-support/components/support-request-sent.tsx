import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { stack } from '@lifeguard/shared/ui/card';

export type SupportRequestSentProps = {
  reference: string;
  /** Where the confirmation and the reply go. */
  replyTo: string | null;
};

const StyledSent = styled.div`
  ${stack('md')}
  outline: none;
  p {
    margin: 0;
  }
`;

const StyledReference = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.05em;
`;

/**
 * What Contact Support shows once the request is sent (issue 33 item 2): its reference number,
 * and that a confirmation and a person's reply come by mail. Focus moves here, so that the
 * keyboard and screen reader user lands on the outcome.
 */
export function SupportRequestSent({ reference, replyTo }: SupportRequestSentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <StyledSent ref={ref} tabIndex={-1}>
      <Alert variant="success" title="Your request was sent">
        Your reference number is <StyledReference>{reference}</StyledReference>
      </Alert>
      <p>
        {`We emailed you a confirmation${replyTo ? ` at ${replyTo}` : ''}. A person on our team will reply by email; `}
        mention the reference number if you write to us again.
      </p>
    </StyledSent>
  );
}
