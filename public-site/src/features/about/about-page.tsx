import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <section className="container py-5">
      <h1>About Us</h1>
    </section>
  );
}
