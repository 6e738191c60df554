import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function OurStoryPage() {
  useDocumentTitle('Our Story');
  return (
    <section className="container py-5">
      <h1>Our Story</h1>
    </section>
  );
}
