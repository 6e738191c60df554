import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder until this page is built. */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <section className="container py-5">
      <h1>Privacy Policy</h1>
    </section>
  );
}
