import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  return (
    <section className="container py-5">
      <h1>Unsubscribe</h1>
    </section>
  );
}
