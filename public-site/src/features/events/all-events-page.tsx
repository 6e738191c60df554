import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function AllEventsPage() {
  useDocumentTitle('All Events');
  return (
    <section className="container py-5">
      <h1>All Events</h1>
    </section>
  );
}
