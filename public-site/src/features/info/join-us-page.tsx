import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function JoinUsPage() {
  useDocumentTitle('Join Us');
  return (
    <section className="container py-5">
      <h1>Join Us</h1>
    </section>
  );
}
