import './events.scss';
import { useState } from 'react';
import { Pagination } from '../../components/data-list/pagination';
import { LoadingDots } from '../../components/ui/loading-dots';
import { type ListQuery, pageRange } from '@blood-donation/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type Event, useEventsPage } from './api/get-events';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { EventFilterForm, type EventFilters } from './event-filters';
import { downloadIcs } from './ics';
import { Notice } from './notice';
import { EVENTS_TEXTS } from './texts';

/** Events a page: fills rows of 1, 2 or 3 cards. */
const ALL_EVENTS_PAGE_SIZE = 12;
/** The search goes to the server once the typing pauses this long (ms). */
const SEARCH_DELAY = 300;

/** The server's filter for the form: `q` (every word starts a word of the name or description), month and year (UTC). */
function serverFilter(search: string, { month, year }: EventFilters): NonNullable<ListQuery['filter']> {
  return { q: search.trim(), month: month ? Number(month) : undefined, year: year ? Number(year) : undefined };
}

export function AllEventsPage() {
  useDocumentTitle('All Events');
  const [filters, setFilters] = useState<EventFilters>({ search: '', month: '', year: '' });
  const filter = serverFilter(useDebouncedValue(filters.search, SEARCH_DELAY), filters);
  // A page belongs to the filter it was chosen under: another filter starts again at the first page.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const { load, busy } = useEventsPage({ range: pageRange(page, ALL_EVENTS_PAGE_SIZE), sort: ['dateTime', 'ASC'], filter });
  const [selected, setSelected] = useState<Event | null>(null);

  return (
    <section className="container py-5">
      <h1 className="mb-4">All Events</h1>
      <EventFilterForm filters={filters} onChange={setFilters} />
      {load.state === 'loading' ? (
        <LoadingDots label="Loading events..." height="40vh" />
      ) : (
        <div aria-busy={busy}>
          <Notice notice={load.notice} />
          {load.events.length === 0 ? (
            <p className="text-body-secondary" role="status">
              {EVENTS_TEXTS.noMatch}
            </p>
          ) : (
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled" aria-label="Events">
              {load.events.map((event) => (
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
          {load.total > 0 && (
            <Pagination page={page} pageSize={ALL_EVENTS_PAGE_SIZE} total={load.total} onPageChange={(next) => setPaging({ filterKey, page: next })} />
          )}
        </div>
      )}
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
