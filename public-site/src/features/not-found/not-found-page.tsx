import { NOT_FOUND_TEXTS } from '@blood-donation/domain';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXTS.title);
  return (
    <section className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-3">{NOT_FOUND_TEXTS.heading}</h1>
      <p className="text-body-secondary mb-4">The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-primary" to={PATHS.home}>
        {NOT_FOUND_TEXTS.homeButton}
      </Link>
    </section>
  );
}
