import { lazy, type ReactNode, Suspense, useState } from 'react';

// react-bootstrap's Collapse (with its transition code) loads when the menu is first opened:
// on wide screens the menu never collapses, so / does not pay for it.
const Collapse = lazy(() => import('react-bootstrap/Collapse'));

/** The navbar's collapsible menu (shown inline from the lg breakpoint up). */
export function MenuCollapse({ id, expanded, children }: { id: string; expanded: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(expanded);
  if (expanded && !used) setUsed(true);
  const plain = (
    <div id={id} className={expanded ? 'navbar-collapse collapse show' : 'navbar-collapse collapse'}>
      {children}
    </div>
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <Collapse in={expanded}>
        <div id={id} className="navbar-collapse">
          {children}
        </div>
      </Collapse>
    </Suspense>
  );
}
