import { useId } from 'react';
import { PAGE_SIZES } from '../../lib/list-page';
import { Icon, type IconProps } from '../ui/icons';

const PreviousIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
  </Icon>
);

const NextIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
  </Icon>
);

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Without it the page size is fixed and there is no 'Rows per page' select. */
  onPageSizeChange?: (pageSize: number) => void;
}

/** 'Rows per page' (5, 10 or 25), 'x–y of n' and previous/next buttons. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const sizeId = useId();
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-end column-gap-4 row-gap-2 mt-3" aria-label="Pagination">
      {onPageSizeChange && (
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={sizeId} className="text-nowrap">
            Rows per page
          </label>
          <select
            id={sizeId}
            className="form-select form-select-sm w-auto"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="mb-0 text-nowrap" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <PreviousIcon size={20} />
          <span className="visually-hidden">Previous page</span>
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
          <NextIcon size={20} />
          <span className="visually-hidden">Next page</span>
        </button>
      </div>
    </nav>
  );
}
