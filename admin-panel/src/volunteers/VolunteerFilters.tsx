import { useEffect } from 'react';
import { type AutocompleteRenderGroupParams, Box, ListSubheader } from '@mui/material';
import { AutocompleteInput, type RaRecord, ReferenceInput, SearchInput, useChoicesContext, useNotify, useTranslate } from 'react-admin';
import type { EventRecord } from '@blood-donation/domain';

// The Volunteer List's filters: the search box and the event filter.

/** Tells once, in a toast, that the events of the filter could not be read. */
function EventsLoadError() {
  const { error } = useChoicesContext();
  const notify = useNotify();
  useEffect(() => {
    if (error) notify('resources.volunteers.page.eventsFailed', { type: 'error' });
  }, [error, notify]);
  return null;
}

/**
 * Upcoming or past (a message key), for the event filter's two headings (the options come latest first, so upcoming
 * ones lead); none for 'All Events'.
 */
function eventGroup(event: RaRecord): string {
  const { dateTime } = event as Partial<EventRecord>;
  if (!dateTime) return '';
  return Date.parse(dateTime) > Date.now() ? 'resources.volunteers.page.upcomingEvents' : 'resources.volunteers.page.pastEvents';
}

function EventGroup({ group, children }: Omit<AutocompleteRenderGroupParams, 'key'>) {
  const translate = useTranslate();
  return (
    <li>
      {group && <ListSubheader component="div">{translate(group)}</ListSubheader>}
      <Box component="ul" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );
}

/** The event filter: 'All Events' or one event, searched by name on the server a page at a time (latest first), upcoming and past apart. */
function EventFilter({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="events" sort={{ field: 'dateTime', order: 'DESC' }} perPage={25} queryOptions={{ retry: false }}>
      <AutocompleteInput label="resources.volunteers.page.eventFilter" optionText="name" emptyText="resources.volunteers.page.allEvents" groupBy={eventGroup} renderGroup={({ key, ...group }) => <EventGroup key={key} {...group} />} sx={{ minWidth: 220 }} />
      <EventsLoadError />
    </ReferenceInput>
  );
}

function VolunteerSearch({ source }: { source: string; alwaysOn: boolean }) {
  const translate = useTranslate();
  return (
    <SearchInput
      source={source}
      placeholder={translate('resources.volunteers.page.searchPlaceholder')}
      inputProps={{ 'aria-label': translate('resources.volunteers.page.searchLabel') }}
    />
  );
}

export const volunteerFilters = [
  <VolunteerSearch key="q" source="q" alwaysOn />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
];
