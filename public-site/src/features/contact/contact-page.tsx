import contactImage from '../../assets/contact-us.svg?no-inline';
import { FormPage } from '../../components/ui/form-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './contact-form';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <FormPage
      title="Get In Touch"
      intro="Questions about donating, a drive you want to host or anything else: send us a message."
      image={{ src: contactImage, width: 400, height: 320 }}
    >
      <ContactForm />
    </FormPage>
  );
}
