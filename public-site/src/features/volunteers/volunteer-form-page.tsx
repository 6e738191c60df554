import volunteerImage from '../../assets/volunteer.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { VolunteerForm } from './volunteer-form';

export function VolunteerFormPage() {
  useDocumentTitle('Volunteer Form');
  return (
    <FormPage
      title="Volunteer Form"
      intro="Help at a blood drive: tell us about yourself and, if you like, the event you would join."
      image={{ src: volunteerImage, width: 400, height: 320 }}
    >
      <VolunteerForm />
    </FormPage>
  );
}
