import { BLOOD_GROUP_FILTER_ORDER } from '@blood-donation/domain';
import { SelectInput, TextInput } from 'react-admin';

/** The always-visible search box of an admin list; its placeholder is also its accessible name. Filters `q` on the server. */
export function searchFilter(label: string) {
  return (
    <TextInput
      key="q"
      source="q"
      label={false}
      placeholder={label}
      alwaysOn
      resettable
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
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
