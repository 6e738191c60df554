import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function EventsPage() {
  useDocumentTitle('Events & Drives');
  return (
    <section className="container py-5">
      <h1>Events & Drives</h1>
    </section>
  );
}
