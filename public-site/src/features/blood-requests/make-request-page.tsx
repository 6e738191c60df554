import bloodRequestImage from '../../assets/blood-request.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { BloodRequestForm } from './blood-request-form';
import { MAKE_REQUEST_PAGE_TEXTS } from './texts';

/** /makeRequest: a donor asks for blood for a patient. */
export function MakeRequestPage() {
  return <FormPage texts={MAKE_REQUEST_PAGE_TEXTS} image={bloodRequestImage} form={<BloodRequestForm />} />;
}
