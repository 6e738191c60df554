import type { ReactNode } from 'react';

/** A card of the dashboard's donor section, headed by an h2 that names it for screen readers. */
export function DonorPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="col" aria-labelledby={id}>
      <div className="card h-100 shadow-sm">
        <div className="card-body p-4">
          <h2 id={id} className="h5 card-title mb-3">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
