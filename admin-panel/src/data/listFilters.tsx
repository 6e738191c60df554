import { useMediaQuery, type Theme } from '@mui/material';
import { BLOOD_GROUP_FILTER_ORDER } from '@blood-donation/domain';
import { SelectInput, TextInput } from 'react-admin';

/** The search box's placeholder on a phone, where the whole description would be cut off. */
const SHORT_SEARCH_PLACEHOLDER = 'Search';

/** A list's search box: `description` is its accessible name, and its placeholder where it fits (not on a phone). */
function SearchBox({ description }: { description: string; source: string; alwaysOn: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <TextInput
      source="q"
      label={false}
      placeholder={phone ? SHORT_SEARCH_PLACEHOLDER : description}
      resettable
      slotProps={{ htmlInput: { 'aria-label': description } }}
    />
  );
}

/** The always-visible search box of an admin list. Filters `q` on the server. */
export function searchFilter(description: string) {
  return <SearchBox key="q" source="q" alwaysOn description={description} />;
}

/** 'Blood Group' with All and the eight groups, in the order the spec's filters list them. */
export function bloodGroupFilter() {
  return (
    <SelectInput
      key="bloodGroup"
      source="bloodGroup"
      label="Blood Group"
      alwaysOn
      emptyText="All"
      choices={BLOOD_GROUP_FILTER_ORDER.map((group) => ({ id: group, name: group }))}
    />
  );
}
