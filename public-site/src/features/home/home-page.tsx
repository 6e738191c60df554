import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import heroDrop from '../../assets/hero-drop.svg?no-inline';
import { WarningIcon } from '../../components/ui/icons';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { useAuth } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyWhenVisible, WhenVisible } from '../../components/ui/when-visible';
import { withServerState } from '../../lib/with-server-state';
import { NEWSLETTER_TEXTS } from '../../components/newsletter/texts';
import { Section } from './section';
import { HOME_ACTIONS, type HomeAction, HOW_IT_WORKS, LOGIN_REQUIRED } from './texts';

// The last section's form loads when it reaches the screen: / carries less script (its 90 KB budget, `npm run size`).
const NewsletterForm = lazy(() => import('../../components/newsletter/newsletter-form').then((m) => ({ default: m.NewsletterForm })));
// The impact figures and testimonials: prerendered, their code comes when they near the screen (/'s 90 KB budget).
const HomeStories = lazyWhenVisible('home-impact', () => import('./home-stories').then((m) => m.HomeStories));
// Loads, with TanStack Query, when its section reaches the screen: the home page's first load stays within budget.
const NeedBoardPreview = withServerState(() => import('../../components/need-board/need-board-preview').then((m) => m.NeedBoardPreview));

/** One of the four actions that need login. */
function ActionButton({ action, primary = false, onAct }: { action: HomeAction; primary?: boolean; onAct: (action: HomeAction) => void }) {
  return (
    <button type="button" className={`btn btn-lg btn-${primary ? '' : 'outline-'}primary`} onClick={() => onAct(action)}>
      {HOME_ACTIONS[action].label}
    </button>
  );
}

export function HomePage() {
  useDocumentTitle('Home');
  const { session } = useAuth();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<HomeAction | null>(null);
  // The last action asked about stays in the closing dialog while it animates out.
  const [shown, setShown] = useState<HomeAction>('donate');

  const act = (action: HomeAction) => {
    if (session) {
      navigate(HOME_ACTIONS[action].to);
      return;
    }
    setShown(action);
    setAsked(action);
  };

  return (
    <>
      <section className="hero py-5">
        <div className="container py-lg-5">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-7">
              <h1 className="display-5 fw-bold mb-3">Saving Lives, One Donation at a Time</h1>
              <p className="lead mb-4">
                Every donation can help up to three people. Join a community of donors, find drives near you and answer
                requests from patients who need blood today.
              </p>
              <div className="d-flex flex-wrap gap-3">
                <ActionButton action="donate" primary onAct={act} />
                <ActionButton action="findCenter" onAct={act} />
              </div>
            </div>
            <div className="col-lg-5 text-center">
              {/* The page's largest image: a file of its own, asked for first (React preloads it from the <head>). */}
              <img src={heroDrop} width={200} height={200} alt="" fetchPriority="high" />
            </div>
          </div>
        </div>
      </section>

      <Section id="home-mission" title="Our Mission">
        <p className="lead text-center col-lg-8 mx-auto mb-0">
          We connect blood donors with the patients and hospitals who need them, so that no one waits for blood.
        </p>
      </Section>

      <Section id="home-get-involved" title="Get Involved" className="bg-body-tertiary">
        <p className="text-center col-lg-8 mx-auto mb-4">Volunteers welcome donors, spread the word and organise drives.</p>
        <div className="d-flex flex-wrap justify-content-center gap-3">
          <ActionButton action="getInvolved" primary onAct={act} />
          <ActionButton action="volunteer" onAct={act} />
        </div>
      </Section>

      <Section id="home-steps" title="How It Works">
        <ol className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled mb-0">
          {HOW_IT_WORKS.map((step, index) => (
            <li className="col" key={step.title}>
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <span
                    className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary fw-bold mb-3"
                    style={{ width: '2.5rem', height: '2.5rem', color: 'var(--app-on-primary)' }}
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <h3 className="h5">{step.title}</h3>
                  <p className="card-text text-body-secondary mb-0">{step.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="home-need" title="Where Blood Is Needed">
        <WhenVisible minHeight="19rem">
          <NeedBoardPreview />
        </WhenVisible>
      </Section>

      {/* Static, below the first screen: prerendered, hydrated once it nears the screen. */}
      <Suspense fallback={null}>
        <HomeStories />
      </Suspense>

      <Section id="home-join" title="Join Us" className="bg-body-tertiary">
        <p className="text-center col-lg-8 mx-auto mb-4">One hour of your time can give someone a lifetime.</p>
        <div className="text-center">
          <Link className="btn btn-primary btn-lg" to={PATHS.joinUs}>
            Join Now
          </Link>
        </div>
      </Section>

      <Section id="home-newsletter" title={NEWSLETTER_TEXTS.heading}>
        <p className="text-center col-lg-8 mx-auto mb-4">{NEWSLETTER_TEXTS.intro}</p>
        <div className="col-md-8 col-lg-6 mx-auto">
          <WhenVisible minHeight="2.5rem">
            <NewsletterForm />
          </WhenVisible>
        </div>
      </Section>

      <LazyConfirmDialog
        show={asked !== null}
        title={LOGIN_REQUIRED.title}
        message={HOME_ACTIONS[shown].loginMessage}
        confirmLabel={LOGIN_REQUIRED.confirm}
        onConfirm={() => {
          setAsked(null);
          navigate(PATHS.login);
        }}
        cancelLabel={LOGIN_REQUIRED.cancel}
        onCancel={() => setAsked(null)}
        otherAction={
          <Link className="btn btn-outline-primary" to={PATHS.register} onClick={() => setAsked(null)}>
            {LOGIN_REQUIRED.signUp}
          </Link>
        }
        icon={<WarningIcon className="text-warning-emphasis" size={20} />}
      />
    </>
  );
}
