import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function TermsPage() {
  useDocumentTitle('Terms of Use');
  return (
    <section className="container py-5">
      <h1>Terms of Use</h1>
    </section>
  );
}
