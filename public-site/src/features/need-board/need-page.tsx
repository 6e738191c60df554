import type { NeedBoardLine } from '@blood-donation/domain';
import { Link } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNeedBoard } from './api/get-need-board';
import { NEED_TEXTS as T } from './texts';

function NeedLine({ line }: { line: NeedBoardLine }) {
  return (
    <li className="d-flex flex-wrap justify-content-between align-items-center gap-2 border-bottom px-3 py-3">
      <span className="fw-semibold">{T.line(line.bloodGroup, line.city)}</span>
      <span className="d-flex flex-wrap gap-3">
        {line.urgent && <strong className="text-danger-emphasis">{T.urgent}</strong>}
        <span className="text-body-secondary">{T.open(line.open)}</span>
      </span>
    </li>
  );
}

/** /need: the need board, and how a visitor can help. */
export function NeedPage() {
  useDocumentTitle(T.title);
  const { data, isError, isPending } = useNeedBoard();
  return (
    <section className="container py-5">
      <h1 className="mb-2">{T.title}</h1>
      <p className="text-body-secondary mb-4">{T.intro}</p>
      {/* The board arrives after the page paints: its room is kept from the start, so the card below does not jump. */}
      <div style={{ minHeight: '60vh' }}>
        {isPending && <LoadingDots label={T.loading} height="8rem" />}
        {isError && <p className="text-danger">{T.failed}</p>}
        {data?.length === 0 && <p>{T.empty}</p>}
        {data && data.length > 0 && (
          <ul className="list-unstyled border rounded mb-4" aria-label={T.listLabel}>
            {data.map((line) => (
              <NeedLine key={`${line.bloodGroup} ${line.city}`} line={line} />
            ))}
          </ul>
        )}
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
