import styled from 'styled-components';
import { externalHrefs } from '@lifeguard/shared/routes/routes';
import { stack } from '@lifeguard/shared/ui/card';

const StyledSteps = styled.ol`
  ${stack('md')}
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
 * not automated, the extension is installed by hand; issue 32). The download is the extension
 * made for this server (GET /integrations/api/extension/download/), loaded unpacked in Chrome.
 * Connecting opens our sign-in page in extension mode (/app/login?extension_id=..., spec 000
 * §4), which hands it its tokens; the extension then reports in with them.
 */
export function InstallSteps() {
  return (
    <StyledSteps>
      <li>
        <h3>Download the extension</h3>
        <p>
          <a href={externalHrefs.extensionDownload} download>
            Download the Lifeguard extension
          </a>{' '}
          (a .zip file), then open the file to unpack it into a folder.
        </p>
      </li>
      <li>
        <h3>Add it to Chrome</h3>
        <p>
          In Chrome, type <strong>chrome://extensions</strong> in the address bar and press Enter. Turn on{' '}
          <strong>Developer mode</strong> at the top right, choose <strong>Load unpacked</strong>, and select
          the folder you unpacked.
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
        <h3>Connect it to your account</h3>
        <p>
          Click the Lifeguard icon and choose <strong>Connect</strong>. It opens the Lifeguard sign-in page;
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

/**
 * What the extension sends (issue 32 "Privacy"): only the name of a website it blocks, never
 * browsing history; the privacy statement says more.
 */
export function ExtensionPrivacy() {
  return (
    <p>
      The extension checks each website you open inside your browser. Only the name of a website it blocks is
      sent to your Lifeguard account; your browsing history and the addresses of the pages you visit never
      leave your browser. <a href={externalHrefs.extensionPrivacy}>Read the privacy statement</a>
    </p>
  );
}
