import './next-step.scss';
import type { ReactNode } from 'react';

/**
 * What to do after a form was sent, under its button where the donor's eyes are: a line and its links or buttons.
 * The region is always there, so screen readers announce it when it fills.
 */
export function NextStep({ shown, text, children }: { shown: boolean; text: string; children: ReactNode }) {
  return (
    <div aria-live="polite">
      {shown && (
        <div className="next-step border rounded-3 bg-body-tertiary p-3 mt-3">
          <p className="mb-2">{text}</p>
          <div className="d-flex flex-wrap gap-2">{children}</div>
        </div>
      )}
    </div>
  );
}
