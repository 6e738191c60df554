import { useMediaQuery, type Theme } from '@mui/material';
import { BLOOD_GROUP_FILTER_ORDER } from '@blood-donation/domain';
import { SelectInput, TextInput, useTranslate } from 'react-admin';

/**
 * A list's search box: `description` (a message key) is its accessible name, and its placeholder where it fits;
 * on a phone, where the whole description would be cut off, the placeholder is 'Search'.
 */
function SearchBox({ description: key }: { description: string; source: string; alwaysOn: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const translate = useTranslate();
  const description = translate(key);
  return (
    <TextInput
      source="q"
      label={false}
      placeholder={phone ? translate('admin.list.search') : description}
      resettable
      slotProps={{ htmlInput: { 'aria-label': description } }}
    />
  );
}

/** The always-visible search box of an admin list. Filters `q` on the server. */
export function searchFilter(description: string) {
  return <SearchBox key="q" source="q" alwaysOn description={description} />;
}

/**
 * An always-visible choice filter on `source` (labelled by the resource's field of that name): `emptyText` (a message
 * key) for no filter, then each of `values`, shown as itself.
 */
export function choiceFilter(source: string, emptyText: string, values: readonly string[]) {
  return <SelectInput key={source} source={source} alwaysOn emptyText={emptyText} choices={values.map((value) => ({ id: value, name: value }))} />;
}

/** 'Blood Group' (the resource's bloodGroup field label) with All and the eight groups, in the order the spec's filters list them. */
export function bloodGroupFilter() {
  return choiceFilter('bloodGroup', 'admin.list.all', BLOOD_GROUP_FILTER_ORDER);
}
