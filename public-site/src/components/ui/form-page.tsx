import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TitledCard } from './titled-card';

/** A form screen's words: its <h1> and intro, and the tab's title when it is not the <h1>. */
export interface FormPageTexts {
  title: string;
  intro: string;
  documentTitle?: string;
}

/** Every form screen's illustration is drawn at this size: the browser reserves the space before the image arrives. */
const IMAGE_SIZE = { width: 400, height: 320 } as const;

interface FormPageProps {
  texts: FormPageTexts;
  form: ReactNode;
  /** Beside the form on wide screens; without one the card stands alone, centred (the account screens). */
  image?: string;
  /** A line under the form: a way back, or to the other account screen. */
  footer?: ReactNode;
}

/** A form screen: the tab's title, the page's one <h1> and intro in a card with the form, and its illustration. */
export function FormPage({ texts, form, image, footer }: FormPageProps) {
  useDocumentTitle(texts.documentTitle ?? texts.title);
  return (
    <section className="container py-5">
      <div className={image ? 'row align-items-center g-4 g-lg-5' : 'row justify-content-center'}>
        {image && (
          <div className="col-lg-5 d-none d-lg-block text-center">
            <img src={image} {...IMAGE_SIZE} alt="" className="mw-100 h-auto" />
          </div>
        )}
        <div className={image ? 'col-lg-7' : 'col-12 col-sm-10 col-md-8 col-lg-6'}>
          <TitledCard title={texts.title} intro={texts.intro} centered={!image}>
            {form}
            {footer && <p className="text-center mt-4 mb-0">{footer}</p>}
          </TitledCard>
        </div>
      </div>
    </section>
  );
}
