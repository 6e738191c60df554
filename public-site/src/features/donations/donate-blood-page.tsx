import donateBloodImage from '../../assets/donate-blood.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { DonationForm } from './donation-form';
import { DONATE_PAGE_TEXTS } from './texts';

/** /donateBlood: a donor records a donation. */
export function DonateBloodPage() {
  return <FormPage texts={DONATE_PAGE_TEXTS} image={donateBloodImage} form={<DonationForm />} />;
}
