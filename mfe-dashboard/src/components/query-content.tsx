import type { ReactNode } from 'react';
import { LoadError } from '@lifeguard/shared/ui/load-error';

/** The parts of an RTK Query hook's result a block needs to pick what to show. */
export type QueryStatus = {
  data?: unknown;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryContentProps = {
  query: QueryStatus;
  /** Shown while the first answer is on its way, e.g. a skeleton. */
  placeholder: ReactNode;
  /** Title of the error shown when nothing could be loaded. */
  errorTitle: string;
  children: ReactNode;
};

/**
 * A block's content by the state of its query: the placeholder while loading, an error with Try
 * Again (refetch) when nothing could be loaded, else `children`. A failed refresh of data
 * already shown keeps showing it.
 */
export function QueryContent({ query, placeholder, errorTitle, children }: QueryContentProps) {
  if (query.isLoading) return placeholder;
  if (query.isError && query.data === undefined) {
    return (
      <LoadError
        title={errorTitle}
        message="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children;
}
