import type { ReactNode } from 'react';

/** The centred card both auth screens sit in, titled by the page's one <h1>. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-8 col-lg-6">
          <div className="card shadow-sm">
            <div className="card-body p-4 p-md-5">
              <h1 className="h2 text-center mb-2">{title}</h1>
              <p className="text-center text-body-secondary mb-4">{subtitle}</p>
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
