import type { ReactNode } from 'react';

/** A section headed by an <h2>, named by it for the landmark list. */
export function Section({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`py-5 ${className}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="text-center mb-4">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
