import { useState } from 'react';
import styled from 'styled-components';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { SectionCard } from '../../../components/section-card';
import { useClearDevOverrideMutation } from '../api/clear-dev-override';
import type { RemoteDevOverride } from '../api/set-dev-override';
import { useAction } from '../../../hooks/use-action';
import { DevOverrideForm } from './dev-override-form';

export type DevOverridePanelProps = {
  names: string[];
  /** This browser's development server, if one is set. */
  override: RemoteDevOverride | null;
};

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * "Use a development server" (issue 34 item 6): one remote loaded from a developer's own server,
 * in this browser only, after a reload, and only while signed in as a superuser. Says which one
 * is set, with Clear; after a change, a reminder to reload (with Reload this page).
 */
export function DevOverridePanel({ names, override }: DevOverridePanelProps) {
  const [clear] = useClearDevOverrideMutation();
  const clearing = useAction();
  const [changed, setChanged] = useState<string | null>(null);
  const handleClear = async () => {
    // The clear answers no body: the run answers true once it succeeded.
    const done = await clearing.run(async () => {
      await clear().unwrap();
      return true;
    });
    if (done) setChanged('The development server was cleared for this browser.');
  };
  return (
    <SectionCard
      title="Use a development server"
      description="Load one remote from your own development server, to try a change before it is published. This applies only to this browser, after you reload the page, and only while you are signed in as a superuser."
    >
      {override ? (
        <StyledLine>
          <p>{`This browser loads ${override.name} from ${override.entry}.`}</p>
          <Button variant="secondary" busy={clearing.busy} onClick={() => void handleClear()}>
            Clear
          </Button>
        </StyledLine>
      ) : null}
      {clearing.error ? <Alert variant="danger">{clearing.error}</Alert> : null}
      <StyledLine role="status">
        {changed ? (
          <>
            <p>{`${changed} Reload your open Lifeguard pages for it to apply.`}</p>
            <Button variant="secondary" onClick={() => fullReload.to(hrefs.adminRemotes())}>
              Reload this page
            </Button>
          </>
        ) : null}
      </StyledLine>
      <DevOverrideForm
        names={names}
        override={override}
        onSaved={({ name, entry }) => setChanged(`Saved: this browser will load ${name} from ${entry}.`)}
      />
    </SectionCard>
  );
}
