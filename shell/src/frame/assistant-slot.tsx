import { useEffect, useState } from 'react';
import type { AssistantPanelModule, AssistantPanelProps } from '@lifeguard/shared/layout/chat-panel';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { forgetRemote, loadAssistantPanel } from '../remotes/remote-registry';
import { ErrorBoundary } from '../layout/error-boundary';

/** Shown in the panel when the assistant remote cannot load or throws. */
export const ASSISTANT_LOAD_ERROR =
  "The assistant couldn't load. Please check your connection and try again.";

type Load = { module: AssistantPanelModule } | { error: unknown } | null;

function AssistantLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => console.error('Remote "assistant" failed', error), [error]);
  return <LoadError message={ASSISTANT_LOAD_ERROR} onRetry={onRetry} />;
}

/**
 * The assistant remote's panel inside the chat panel slot (issue 12), loaded when this mounts,
 * which the slot delays until the panel first opens, so the dashboard's first load carries none
 * of it. A failed load, or a panel that throws, shows an error with Try Again here; the frame and
 * the screen beside it keep working.
 */
export function AssistantSlot(props: AssistantPanelProps) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>(null);

  useEffect(() => {
    let current = true;
    loadAssistantPanel().then(
      (module) => current && setLoad({ module }),
      (error: unknown) => current && setLoad({ error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const handleRetry = () => {
    forgetRemote('assistant');
    setLoad(null);
    setAttempt((n) => n + 1);
  };

  if (!load) return <Spinner text="Loading the assistant..." />;
  if ('error' in load) return <AssistantLoadError error={load.error} onRetry={handleRetry} />;
  const { AssistantPanel } = load.module;
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => <AssistantLoadError error={error} onRetry={handleRetry} />}
    >
      <AssistantPanel {...props} />
    </ErrorBoundary>
  );
}
