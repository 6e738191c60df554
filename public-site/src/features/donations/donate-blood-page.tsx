import donateBloodImage from '../../assets/donate-blood.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DonationForm } from './donation-form';

export function DonateBloodPage() {
  useDocumentTitle('Donate Blood');
  return (
    <FormPage
      title="Donate Blood"
      intro="Record a donation you have made, and the drive you gave at if there was one."
      image={{ src: donateBloodImage, width: 400, height: 320 }}
    >
      <DonationForm />
    </FormPage>
  );
}
