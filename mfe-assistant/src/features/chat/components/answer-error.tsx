import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { openSupportMessenger } from '@lifeguard/shared/messenger/support-messenger';
import { Link, useLocation } from '@lifeguard/shared/router/router';
import { contactSupportHref } from '@lifeguard/shared/routes/contact-support-href';

/** The words of an error message that lead to Contact Support (spec 001 §8 explain failure). */
const CONTACT_SUPPORT = 'contact support';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

export type AnswerErrorProps = { text: string };

/**
 * What went wrong with an answer, word for word (spec 001 §8), its "contact support" a link to
 * Contact Support (issue 33 item 2) with this page for the diagnostics: the support messenger
 * opens instead when one is configured. Text only otherwise.
 */
export function AnswerError({ text }: AnswerErrorProps) {
  const { pathname } = useLocation();
  const at = text.indexOf(CONTACT_SUPPORT);
  if (at < 0) return <StyledError>{text}</StyledError>;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openSupportMessenger()) event.preventDefault();
  };
  return (
    <StyledError>
      {text.slice(0, at)}
      <Link to={contactSupportHref({ page: pathname })} onClick={handleClick}>
        {CONTACT_SUPPORT}
      </Link>
      {text.slice(at + CONTACT_SUPPORT.length)}
    </StyledError>
  );
}
