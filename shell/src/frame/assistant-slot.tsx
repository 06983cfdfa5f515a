import { useEffect } from 'react';
import type { AssistantPanelProps } from '@lifeguard/shared/layout/chat-panel';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { loadAssistantPanel } from '../remotes/remote-registry';

/** Shown in the panel when the assistant remote cannot load or throws. */
export const ASSISTANT_LOAD_ERROR =
  "The assistant couldn't load. Please check your connection and try again.";

function AssistantLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => console.error('Remote "assistant" failed', error), [error]);
  return <LoadError message={ASSISTANT_LOAD_ERROR} onRetry={onRetry} />;
}

/**
 * The assistant remote's panel inside the chat panel slot (issue 12), loaded when this mounts,
 * which the slot delays until the panel first opens, so the dashboard's first load carries none
 * of it. Through the shell's one {@link RemoteBoundary}: a failed load, or a panel that throws,
 * shows an error with Try Again here; the frame and the screen beside it keep working.
 */
export function AssistantSlot(props: AssistantPanelProps) {
  return (
    <RemoteBoundary
      remote="assistant"
      load={loadAssistantPanel}
      loading={<Spinner text="Loading the assistant..." />}
      fallback={(error, retry) => <AssistantLoadError error={error} onRetry={retry} />}
    >
      {({ AssistantPanel }) => <AssistantPanel {...props} />}
    </RemoteBoundary>
  );
}
