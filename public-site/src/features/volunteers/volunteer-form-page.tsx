import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function VolunteerFormPage() {
  useDocumentTitle('Volunteer Form');
  return (
    <section className="container py-5">
      <h1>Volunteer Form</h1>
    </section>
  );
}
