import { IntegrationStatus, type IntegrationStatusSource } from '../../../components/integration-status';
import { IntegrationScreen } from '../../../components/integration-screen';
import { Panel } from '../../../components/panel';
import { ExtensionPrivacy, InstallSteps } from './install-steps';

export type ChromeIntegrationScreenProps = IntegrationStatusSource;

/**
 * /integrations/chrome, route chrome-integration (spec 001 §2): how to install the Lifeguard
 * browser extension, and Web Protection's live status, which turns Active once the extension has
 * signed in and reported in to our server. Keeping the status fresh is the caller's (the page
 * re-checks it every 30 s while it is incomplete, spec 001 §4).
 */
export function ChromeIntegrationScreen({ integrationsQuery, status }: ChromeIntegrationScreenProps) {
  return (
    <IntegrationScreen
      title="Web Protection"
      intro={
        <p>
          The Lifeguard browser extension blocks dangerous websites in real time: fake shops, phishing pages
          that imitate your bank, and sites that spread malware. It takes a few minutes to set up.
        </p>
      }
    >
      <Panel title="Extension status">
        <IntegrationStatus query={integrationsQuery} status={status}>
          <p>
            {status.complete
              ? 'The extension is connected and protecting your browsing.'
              : 'Waiting for the extension to connect. This page updates by itself.'}
          </p>
        </IntegrationStatus>
      </Panel>
      <Panel title="Set up the extension">
        <InstallSteps />
      </Panel>
      <Panel title="Your privacy">
        <ExtensionPrivacy />
      </Panel>
    </IntegrationScreen>
  );
}
