import './submit-button.scss';
import type { ReactNode } from 'react';

/** A full-width submit button; while `pending` it shows a spinner and says `pendingLabel` to screen readers. */
export function SubmitButton({ pending, pendingLabel, disabled = false, children }: { pending: boolean; pendingLabel: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100 mt-2" disabled={disabled || pending}>
      {pending ? (
        <>
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span className="visually-hidden" role="status">
            {pendingLabel}
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
