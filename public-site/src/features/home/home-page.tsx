import { DropIcon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <section className="hero py-5">
      <div className="container py-lg-5">
        <div className="row align-items-center g-5">
          <div className="col-lg-7">
            <h1 className="display-5 fw-bold mb-3">Saving Lives, One Donation at a Time</h1>
            <p className="lead mb-0">
              Every donation can help up to three people. Join a community of donors, find drives near you and answer
              requests from patients who need blood today.
            </p>
          </div>
          <div className="col-lg-5 text-center">
            <DropIcon size={200} className="hero-drop" />
          </div>
        </div>
      </div>
    </section>
  );
}
