import type { ReactNode } from 'react';
import { TitledCard } from '../../components/ui/titled-card';

/** The centred card both auth screens sit in, titled by the page's one <h1>. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-8 col-lg-6">
          <TitledCard title={title} intro={subtitle} centered>
            {children}
          </TitledCard>
        </div>
      </div>
    </section>
  );
}
