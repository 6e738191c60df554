import './next-step.scss';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * What to do after a form was sent, under its button: a line and its links or buttons. It is brought to the middle
 * of the screen as it appears, since on a phone the button was tapped near the bottom (and a notice may still appear
 * above it). The region is always there, so screen readers announce it when it fills. `link` is the screen to go on
 * to (the history of what was sent), first of the buttons.
 */
export function NextStep({ shown, text, link, children }: { shown: boolean; text: string; link: { to: string; label: string }; children?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) panel.current?.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  return (
    <div aria-live="polite">
      {shown && (
        <div ref={panel} className="next-step border rounded-3 bg-body-tertiary p-3 mt-3">
          <p className="mb-2">{text}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary" to={link.to}>
              {link.label}
            </Link>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
