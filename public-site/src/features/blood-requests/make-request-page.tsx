import bloodRequestImage from '../../assets/blood-request.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BloodRequestForm } from './blood-request-form';

export function MakeRequestPage() {
  useDocumentTitle('Make Blood Request');
  return (
    <FormPage
      title="Make Blood Request"
      intro="Tell donors what the patient needs. You can follow its status in your request history."
      image={{ src: bloodRequestImage, width: 400, height: 320 }}
    >
      <BloodRequestForm />
    </FormPage>
  );
}
