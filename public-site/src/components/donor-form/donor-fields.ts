import { BLOOD_GROUPS, type DonorFormValues, FORM_GENDERS, MIN_AGE } from '@blood-donation/domain';
import type { FieldSpec } from '../ui/field-grid';

type DonorField = keyof DonorFormValues;

/** The six fields the Make Blood Request and Donate Blood forms share, as both forms show them. */
export const DONOR_FIELDS: { [F in DonorField]: FieldSpec<F> } = {
  name: { name: 'name', label: 'Name', autoComplete: 'name' },
  bloodGroup: {
    name: 'bloodGroup',
    label: 'Blood Group',
    kind: 'select',
    placeholder: 'Select blood group',
    options: BLOOD_GROUPS.map((group) => ({ value: group, label: group })),
  },
  units: { name: 'units', label: 'Units', type: 'number', inputMode: 'numeric', min: 1, step: 1 },
  mobile: { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  gender: {
    name: 'gender',
    label: 'Gender',
    kind: 'select',
    placeholder: 'Select gender',
    options: FORM_GENDERS.map((gender) => ({ value: gender, label: gender })),
  },
  age: { name: 'age', label: 'Age', type: 'number', inputMode: 'numeric', min: MIN_AGE, step: 1 },
};
