import { eventFilterYears } from '@blood-donation/domain';
import { useId, useMemo } from 'react';
import { SITE_TIME_ZONE } from '../../lib/site-settings';

/** January ... December, values 1 to 12. */
export const MONTHS = Array.from({ length: 12 }, (_, month) => ({
  value: String(month + 1),
  label: new Date(2000, month, 1).toLocaleString('en-US', { month: 'long' }),
}));

/** What the visitor has put in the filter form ('' for any month or year). */
export interface EventFilters {
  search: string;
  month: string;
  year: string;
}

/** The search box and the month and year selects of All Events. */
export function EventFilterForm({ filters, onChange }: { filters: EventFilters; onChange: (filters: EventFilters) => void }) {
  const id = useId();
  const years = useMemo(() => eventFilterYears(SITE_TIME_ZONE), []);
  const set = (key: keyof EventFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });

  return (
    <form className="row g-3 mb-4" role="search" aria-label="Filter events" onSubmit={(event) => event.preventDefault()}>
      <div className="col-md-6">
        <label htmlFor={`${id}-search`} className="form-label">
          Search events
        </label>
        <input id={`${id}-search`} type="search" className="form-control" placeholder="Search events..." value={filters.search} onChange={set('search')} />
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-month`} className="form-label">
          Month
        </label>
        <select id={`${id}-month`} className="form-select" value={filters.month} onChange={set('month')}>
          <option value="">All months</option>
          {MONTHS.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-year`} className="form-label">
          Year
        </label>
        <select id={`${id}-year`} className="form-select" value={filters.year} onChange={set('year')}>
          <option value="">All years</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
