import styled from 'styled-components';
import { externalHrefs } from '@lifeguard/shared/routes/routes';

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/**
 * How to install the Lifeguard browser extension, in plain words (spec 001 §4: chrome setup is
 * not automated, the extension is installed by hand). Signing in through the extension opens our
 * sign-in page in extension mode (/app/login?extension_id=..., spec 000 §4), which hands it its
 * tokens; the extension then reports in with them.
 */
export function InstallSteps() {
  return (
    <StyledSteps>
      <li>
        <h3>Install the extension</h3>
        <p>
          Open{' '}
          <a href={externalHrefs.chromeWebStore} target="_blank" rel="noopener noreferrer">
            Lifeguard in the Chrome Web Store (opens in a new tab)
          </a>{' '}
          and choose <strong>Add to Chrome</strong>, then <strong>Add extension</strong>.
        </p>
      </li>
      <li>
        <h3>Pin it to the toolbar</h3>
        <p>
          Click the puzzle-piece icon at the top right of Chrome, then the pin next to Lifeguard, so its icon
          stays in view and you can see when it blocks a page.
        </p>
      </li>
      <li>
        <h3>Sign in through the extension</h3>
        <p>
          Click the Lifeguard icon and choose <strong>Sign in</strong>. It opens the Lifeguard sign-in page;
          sign in with this account (if you already are, it connects straight away).
        </p>
      </li>
      <li>
        <h3>Come back here</h3>
        <p>Once the extension has connected, Web Protection turns Active on this page by itself.</p>
      </li>
    </StyledSteps>
  );
}
