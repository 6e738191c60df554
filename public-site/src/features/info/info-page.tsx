import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page of text: its one <h1>, an optional introduction and the sections (each headed by an <h2>). */
export function InfoPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="container py-5">
      <div className="col-lg-9 mx-auto">
        <h1 className="mb-3">{title}</h1>
        {intro && <p className="lead text-body-secondary mb-4">{intro}</p>}
        {children}
      </div>
    </article>
  );
}

/** One part of an info page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Site setting SITE_PRIVACY_EMAIL, written into the build (lib/site-settings.ts). */
declare const __SITE_PRIVACY_EMAIL__: string;

/** Where a donor writes about their data (privacy questions and deletion requests). */
export const PRIVACY_EMAIL = __SITE_PRIVACY_EMAIL__;
