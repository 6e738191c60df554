import { Link } from 'react-router-dom';
import { NeedBoardList } from '../../components/need-board/need-board-list';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEED_TEXTS as T } from './texts';

/** /need: the need board, and how a visitor can help. */
export function NeedPage() {
  useDocumentTitle(T.title);
  return (
    <section className="container py-5">
      <h1 className="mb-2">{T.title}</h1>
      <p className="text-body-secondary mb-4">{T.intro}</p>
      {/* The board arrives after the page paints: its room is kept from the start, so the card below does not jump. */}
      <div style={{ minHeight: '60vh' }}>
        <NeedBoardList />
      </div>
      <div className="card shadow-sm mt-4">
        <div className="card-body p-4">
          <h2 className="h5">{T.callTitle}</h2>
          <p className="text-body-secondary">{T.callText}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={PATHS.register}>
              {T.register}
            </Link>
            <Link className="btn btn-outline-primary" to={PATHS.donateBlood}>
              {T.donate}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
