import './events.scss';
import type { EventRecord } from '@blood-donation/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type EventsNotice, PREVIOUS_QUERY, UPCOMING_QUERY, useEventsPage } from './api/get-events';
import { Carousel } from './carousel';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { Notice } from './notice';
import { EVENTS_TEXTS } from './texts';

function EventSection({ title, events, empty, onLearnMore }: { title: string; events: EventRecord[]; empty: string; onLearnMore: (event: EventRecord) => void }) {
  return (
    <section className="mb-5">
      <h2 className="h3 mb-3">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <Carousel label={title.charAt(0) + title.slice(1).toLowerCase()} items={events} getKey={(event) => event.id} renderItem={(event) => <EventCard event={event} onLearnMore={onLearnMore} />} />
      )}
    </section>
  );
}

export function EventsPage() {
  useDocumentTitle('Events & Drives');
  const { load: upcoming } = useEventsPage(UPCOMING_QUERY);
  const { load: previous } = useEventsPage(PREVIOUS_QUERY);
  const [selected, setSelected] = useState<EventRecord | null>(null);
  // Both calls usually fail the same way: each text is shown once.
  const notices = new Map<string, EventsNotice>();
  for (const load of [upcoming, previous]) if (load.state === 'done' && load.notice) notices.set(load.notice.text, load.notice);

  return (
    <section className="container py-5">
      <h1 className="mb-2">Events & Drives</h1>
      <p className="text-body-secondary mb-4">Blood drives and awareness events near you: come along, bring a friend.</p>
      {/* While the lists load their dots hold a screen's room; then the lists take what they need, so 'View All Events'
          sits right under them however few events there are. */}
      {upcoming.state === 'loading' || previous.state === 'loading' ? (
        <LoadingDots label="Loading events..." height="80vh" />
      ) : (
        <>
          {[...notices.values()].map((notice) => (
            <Notice key={notice.text} notice={notice} />
          ))}
          <EventSection title="Upcoming Events" events={upcoming.events} empty={EVENTS_TEXTS.noUpcoming} onLearnMore={setSelected} />
          <EventSection title="Previous Events" events={previous.events} empty={EVENTS_TEXTS.noPrevious} onLearnMore={setSelected} />
        </>
      )}
      <div className="text-center">
        <Link to={PATHS.allEvents} className="btn btn-primary">
          View All Events
        </Link>
      </div>
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
