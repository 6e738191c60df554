import './events.scss';
import type { EventRecord } from '@blood-donation/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { classifyEvents, useEvents } from './api';
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
  const load = useEvents();
  const [selected, setSelected] = useState<EventRecord | null>(null);
  const { upcoming, previous } = useMemo(() => classifyEvents(load.state === 'done' ? load.events : []), [load]);

  return (
    <section className="container py-5">
      <h1 className="mb-2">Events & Drives</h1>
      <p className="text-body-secondary mb-4">Blood drives and awareness events near you: come along, bring a friend.</p>
      {load.state === 'loading' ? (
        <LoadingDots label="Loading events..." height="40vh" />
      ) : (
        <>
          <Notice notice={load.notice} />
          <EventSection title="Upcoming Events" events={upcoming} empty={EVENTS_TEXTS.noUpcoming} onLearnMore={setSelected} />
          <EventSection title="Previous Events" events={previous} empty={EVENTS_TEXTS.noPrevious} onLearnMore={setSelected} />
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
