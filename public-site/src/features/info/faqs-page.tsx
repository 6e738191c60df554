import './faqs.scss';
import { useId, useState } from 'react';
import { InfoPage } from './info-page';
import { FAQS } from './faqs';

/**
 * An accordion after the WAI-ARIA pattern: each question is a button in a heading, with aria-expanded and
 * aria-controls; its answer is a region labelled by the button, hidden while collapsed. Several may be open.
 */
export function FaqsPage() {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <InfoPage title="Frequently Asked Questions" intro="Answers to what donors ask us most. Anything else? Write to us from the contact page.">
      <div className="accordion faq-accordion">
        {FAQS.map(({ question, answer }, index) => {
          const expanded = open.has(index);
          const buttonId = `${id}-q${index}`;
          const panelId = `${id}-a${index}`;
          return (
            <div className="accordion-item" key={question}>
              <h2 className="accordion-header">
                <button
                  type="button"
                  id={buttonId}
                  className={`accordion-button${expanded ? '' : ' collapsed'}`}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {question}
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-collapse" hidden={!expanded}>
                <div className="accordion-body">{answer}</div>
              </div>
            </div>
          );
        })}
      </div>
    </InfoPage>
  );
}
