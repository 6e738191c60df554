import { ApiError, CROSS_MATCH_NOTICE, type DonorAnswer, messageFrom } from '@blood-donation/domain';
import { LoadingDots } from '../../components/ui/loading-dots';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAnswerAsk } from './api/answer-ask';
import { type DonorAsk, useAsks } from './api/get-asks';
import { AskCard } from './ask-card';
import { MY_ASKS_TEXTS as T } from './texts';

function AskList({ asks }: { asks: DonorAsk[] }) {
  const { showToast } = useToast();
  const { mutate, isPending, variables } = useAnswerAsk();
  const answer = (requestId: number, value: DonorAnswer) =>
    mutate(
      { requestId, answer: value },
      {
        onSuccess: () => showToast(value === 'yes' ? T.thanks : T.saved, 'success'),
        onError: (error) => showToast((error instanceof ApiError && messageFrom(error.body)) || T.answerFailed, 'error'),
      },
    );
  if (asks.length === 0) return <p className="text-center fs-5 py-5 mb-0">{T.empty}</p>;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled mb-0">
      {asks.map((ask) => (
        <li className="col" key={ask.requestId}>
          <AskCard ask={ask} answering={isPending && variables?.requestId === ask.requestId} onAnswer={(value) => answer(ask.requestId, value)} />
        </li>
      ))}
    </ul>
  );
}

/** /my-asks: the blood requests the donor was asked about, to answer 'I can help' or 'Not now'. */
export function MyAsksPage() {
  useDocumentTitle(T.title);
  const { data, isError } = useAsks();
  let body = <LoadingDots label={T.loading} height="40vh" />;
  if (isError) {
    body = (
      <p className="text-center text-danger-emphasis fs-5 py-5 mb-0" role="alert">
        {T.failed}
      </p>
    );
  } else if (data) body = <AskList asks={data} />;
  return (
    <section className="container py-5">
      <h1 className="mb-2">{T.title}</h1>
      <p className="text-body-secondary mb-3">{T.intro}</p>
      <p className="alert alert-info small mb-4">{CROSS_MATCH_NOTICE}</p>
      {body}
    </section>
  );
}
