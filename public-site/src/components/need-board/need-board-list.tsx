import type { NeedBoardLine } from '@blood-donation/domain';
import { LoadingDots } from '../ui/loading-dots';
import { useNeedBoard } from './get-need-board';
import { NEED_BOARD_TEXTS as T } from './texts';

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

/**
 * The open (approved) requests by blood group and city, urgent ones first, without personal data: all of them, or
 * the first `limit`.
 */
export function NeedBoardList({ limit }: { limit?: number }) {
  const { data, isError, isPending } = useNeedBoard();
  if (isPending) return <LoadingDots label={T.loading} height="8rem" />;
  if (isError) return <p className="text-danger">{T.failed}</p>;
  if (data.length === 0) return <p>{T.empty}</p>;
  return (
    <ul className="list-unstyled border rounded mb-0" aria-label={T.listLabel}>
      {data.slice(0, limit).map((line) => (
        <NeedLine key={`${line.bloodGroup} ${line.city}`} line={line} />
      ))}
    </ul>
  );
}
