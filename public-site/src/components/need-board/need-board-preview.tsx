import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { NeedBoardList } from './need-board-list';
import { NEED_BOARD_TEXTS as T } from './texts';

/** The home page's glimpse of the need board: its first four lines and the way to the whole board. */
export function NeedBoardPreview() {
  return (
    <>
      <NeedBoardList limit={4} />
      <p className="text-center mt-3 mb-0">
        <Link to={PATHS.need}>{T.seeAll}</Link>
      </p>
    </>
  );
}
