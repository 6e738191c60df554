import type { ReactNode } from 'react';

/** A card headed by the page's one <h1> and a line of introduction. */
export function TitledCard({ title, intro, centered = false, children }: { title: string; intro: string; centered?: boolean; children: ReactNode }) {
  const align = centered ? ' text-center' : '';
  return (
    <div className="card shadow-sm">
      <div className="card-body p-4 p-md-5">
        <h1 className={`h2 mb-2${align}`}>{title}</h1>
        <p className={`text-body-secondary mb-4${align}`}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
