import { Section } from './section';

const IMPACT_FIGURES = [
  { value: '15,000+', label: 'Lives Saved' },
  { value: '7,500+', label: 'Pints Collected' },
  { value: '500+', label: 'Volunteers' },
  { value: '200+', label: 'Blood Drives' },
] as const;

const TESTIMONIALS = [
  { quote: 'I was nervous the first time, but the staff made it easy.', name: 'Priya S.' },
  { quote: 'Donors saved my son after an accident. Now I give back.', name: 'Daniel M.' },
  { quote: 'Finding a drive near my office took two minutes.', name: 'Aisha K.' },
  { quote: 'I get a message when my blood group runs low. I love being useful.', name: 'Rahul V.' },
  { quote: 'Volunteering at drives brought me wonderful friends.', name: 'Maria L.' },
  { quote: 'Our college club collected forty pints in one afternoon.', name: 'Tom B.' },
] as const;

/** The home page's impact figures and donors' words: static, below the first screen. */
export function HomeStories() {
  return (
    <>
      <Section id="home-impact" title="Our Impact" className="bg-body-tertiary">
        <ul className="row row-cols-2 row-cols-md-4 g-4 list-unstyled text-center mb-0">
          {IMPACT_FIGURES.map((figure) => (
            <li className="col" key={figure.label}>
              <span className="d-block display-6 fw-bold">{figure.value}</span>
              <span className="text-body-secondary">{figure.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-testimonials" title="What Our Donors Say">
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled mb-0">
          {TESTIMONIALS.map((testimonial) => (
            <li className="col" key={testimonial.name}>
              <figure className="card h-100 shadow-sm mb-0">
                <div className="card-body">
                  <blockquote className="mb-3">
                    <p className="mb-0">“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="fw-semibold mb-0">— {testimonial.name}</figcaption>
                </div>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
