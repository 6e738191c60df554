import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="container py-5">
      <h1>Contact Us</h1>
    </section>
  );
}
