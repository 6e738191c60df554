import './about.scss';
import { Link } from 'react-router-dom';
import missionImage from '../../assets/about-mission.svg?no-inline';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BoardMembers } from './board-members';
import { ProfileLinks } from './profile-links';
import { FOUNDER, MISSION_AIMS } from './texts';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <div className="container py-5">
      <h1 className="text-center mb-5">About Us</h1>

      <section className="mb-5" aria-labelledby="about-mission">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-7">
            <h2 id="about-mission">Our Mission</h2>
            <p>
              Blood cannot be manufactured: every unit a patient receives was given by someone. We want giving blood to
              be as easy as possible, and we aim to:
            </p>
            <ul className="mb-0">
              {MISSION_AIMS.map((aim) => (
                <li key={aim} className="mb-2">
                  {aim}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-5 text-center">
            <img src={missionImage} alt="" width={320} height={240} fetchPriority="high" className="mw-100 h-auto" />
          </div>
        </div>
      </section>

      <section className="mb-5" aria-labelledby="about-founders">
        <h2 id="about-founders" className="text-center mb-4">
          Founder and Co-Founders
        </h2>
        <div className="row justify-content-center">
          <div className="col-md-6 col-lg-4">
            <div className="card h-100 shadow-sm text-center">
              <div className="card-body">
                <h3 className="h5 card-title mb-1">{FOUNDER.name}</h3>
                <p className="text-body-secondary text-capitalize mb-2">{FOUNDER.title}</p>
                <p className="card-text">{FOUNDER.intro}</p>
                <ProfileLinks name={FOUNDER.name} {...FOUNDER.links} />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mb-5" aria-labelledby="about-board">
        <h2 id="about-board" className="text-center mb-4">
          Board Members
        </h2>
        <BoardMembers />
      </section>

      <section className="text-center" aria-labelledby="about-story">
        <h2 id="about-story">Our Story</h2>
        <p className="col-lg-8 mx-auto">
          What began as a group chat of friends looking for donors for one patient grew into a platform that thousands of
          donors, volunteers and hospitals use.
        </p>
        <Link className="btn btn-primary" to={PATHS.ourStory}>
          Learn More About Our Journey
        </Link>
      </section>
    </div>
  );
}
