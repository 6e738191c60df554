import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function FaqsPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <section className="container py-5">
      <h1>Frequently Asked Questions</h1>
    </section>
  );
}
