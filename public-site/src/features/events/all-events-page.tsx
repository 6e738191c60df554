import './events.scss';
import type { EventRecord } from '@blood-donation/domain';
import { useId, useMemo, useState } from 'react';
import { LoadingDots } from '../../components/ui/loading-dots';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEvents } from './api';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { downloadIcs } from './ics';
import { Notice } from './notice';
import { EVENTS_TEXTS } from './texts';

/** January ... December, values 1 to 12. */
export const MONTHS = Array.from({ length: 12 }, (_, month) => ({
  value: String(month + 1),
  label: new Date(2000, month, 1).toLocaleString('en-US', { month: 'long' }),
}));

/** The current year minus 5 through plus 1 (spec section 5). */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 7 }, (_, offset) => year - 5 + offset);
}

export interface EventFilters {
  search: string;
  month: string;
  year: string;
}

/** Case-insensitive substring on name or description, and the month (1-12) and year of the local date. */
export function filterEvents(events: readonly EventRecord[], { search, month, year }: EventFilters): EventRecord[] {
  const needle = search.trim().toLowerCase();
  return events.filter((event) => {
    if (needle && !`${event.name ?? ''}\n${event.description ?? ''}`.toLowerCase().includes(needle)) return false;
    const date = new Date(event.dateTime);
    if (month && date.getMonth() + 1 !== Number(month)) return false;
    if (year && date.getFullYear() !== Number(year)) return false;
    return true;
  });
}

export function AllEventsPage() {
  useDocumentTitle('All Events');
  const load = useEvents();
  const id = useId();
  const [filters, setFilters] = useState<EventFilters>({ search: '', month: '', year: '' });
  const [selected, setSelected] = useState<EventRecord | null>(null);
  const events = useMemo(() => filterEvents(load.state === 'done' ? load.events : [], filters), [load, filters]);
  const years = useMemo(() => yearOptions(), []);
  const set = (key: keyof EventFilters) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className="container py-5">
      <h1 className="mb-4">All Events</h1>
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
      {load.state === 'loading' ? (
        <LoadingDots label="Loading events..." height="40vh" />
      ) : (
        <>
          <Notice notice={load.notice} />
          {events.length === 0 ? (
            <p className="text-body-secondary" role="status">
              {EVENTS_TEXTS.noMatch}
            </p>
          ) : (
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled" aria-label="Events">
              {events.map((event) => (
                <li key={event.id} className="col">
                  <EventCard
                    event={event}
                    headingLevel={2}
                    onLearnMore={setSelected}
                    actions={
                      <button type="button" className="btn btn-outline-primary btn-sm" aria-label={`Add to calendar: ${event.name}`} onClick={() => downloadIcs(event)}>
                        Add to calendar
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
