import { Alert } from '@lifeguard/shared/ui/alert';

export type ActionStatusProps = {
  /** What the last action did, announced politely. */
  announcement: string;
  /** Shown in a closable danger alert while set. */
  failure: string | null;
  onDismiss: () => void;
};

/** The outcome of an action on a list item (see useAnnouncedAction): a failure alert and a status region. */
export function ActionStatus({ announcement, failure, onDismiss }: ActionStatusProps) {
  return (
    <>
      {failure ? (
        <Alert variant="danger" onClose={onDismiss}>
          {failure}
        </Alert>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
