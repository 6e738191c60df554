import volunteerImage from '../../assets/volunteer.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { VolunteerForm } from './volunteer-form';
import { VOLUNTEER_PAGE_TEXTS } from './texts';

/** /get-involved: a sign-up to help at blood drives. */
export function VolunteerFormPage() {
  return <FormPage texts={VOLUNTEER_PAGE_TEXTS} image={volunteerImage} form={<VolunteerForm />} />;
}
