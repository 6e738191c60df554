import type { ReactNode } from 'react';
import { TitledCard } from './titled-card';

export interface FormPageImage {
  src: string;
  /** Intrinsic size: the browser reserves the space before the image arrives. */
  width: number;
  height: number;
}

/** A form screen: the page's one <h1>, a side image on wide screens and the form in a card. */
export function FormPage({ title, intro, image, children }: { title: string; intro: string; image: FormPageImage; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="row align-items-center g-4 g-lg-5">
        <div className="col-lg-5 d-none d-lg-block text-center">
          <img src={image.src} width={image.width} height={image.height} alt="" className="mw-100 h-auto" />
        </div>
        <div className="col-lg-7">
          <TitledCard title={title} intro={intro}>
            {children}
          </TitledCard>
        </div>
      </div>
    </section>
  );
}
