import contactImage from '../../assets/contact-us.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { ContactForm } from './contact-form';
import { CONTACT_PAGE_TEXTS } from './texts';

/** /contact-us: a message to the organisation. */
export function ContactPage() {
  return <FormPage texts={CONTACT_PAGE_TEXTS} image={contactImage} form={<ContactForm />} />;
}
