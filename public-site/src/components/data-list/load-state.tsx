import type { ReactNode } from 'react';
import type { OwnListState } from '../../lib/use-own-list';
import { LoadingDots } from '../ui/loading-dots';

/** Loading dots, the failure text, or the loaded records. */
export function LoadState<T>({ state, loadingLabel, children }: { state: OwnListState<T>; loadingLabel: string; children: (items: T[]) => ReactNode }) {
  if (state.status === 'loading') return <LoadingDots label={loadingLabel} height="40vh" />;
  if (state.status === 'failed') {
    return (
      <p className="text-center text-danger-emphasis fs-5 py-5 mb-0" role="alert">
        {state.message}
      </p>
    );
  }
  return <>{children(state.items)}</>;
}
