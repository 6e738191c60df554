import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function OurStoryPage() {
  useDocumentTitle('Our Story');
  return (
    <article className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="mb-4">Our Story</h1>
        <p className="lead">
          It started with one message: a friend&apos;s father needed two units of O-negative blood before surgery, and the
          hospital&apos;s bank had none to spare.
        </p>
        <p>
          A handful of us spent two days calling everyone we knew, posting in neighbourhood groups and driving between
          hospitals. We found the donors in the end, but we also found out how much goodwill was going to waste. Dozens
          of people answered who had never given blood, did not know where to go, or did not know whether they were
          allowed to. Others had given once, years ago, and no one had ever asked them again.
        </p>
        <h2 className="h4 mt-4">From a group chat to a community</h2>
        <p>
          We kept the group chat going. Within a few months it had hundreds of members, a shared list of blood groups
          and a rota of volunteers who met first-time donors at the door. Local blood banks began to send us their
          shortages, and college clubs asked us to help them organise drives.
        </p>
        <p>
          The chat could not keep up, so we built this platform: a place where donors can record their donations and
          see when they may give again, where patients and families can make a request, and where organisers can list
          their drives and find volunteers.
        </p>
        <h2 className="h4 mt-4">Where we are going</h2>
        <p>
          Today the platform is run by volunteers and a small board, and every part of it is open for others to reuse.
          Our goal has not changed since that first weekend: no patient should wait for blood because the right donor
          did not know they were needed.
        </p>
        <p className="mb-0">
          Want to be part of the next chapter? <Link to={PATHS.register}>Become a donor</Link> or{' '}
          <Link to={PATHS.contactUs}>get in touch</Link>.
        </p>
      </div>
    </article>
  );
}
