import { apiClient, dataOf, type DonorAnswer } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASKS_KEY, type DonorAsk } from './get-asks';

/** POST /api/blood-requests/{id}/responses: 'yes' (I can help) or 'no' (Not now); answers the ask as it now is. */
export function answerAsk({ requestId, answer }: { requestId: number; answer: DonorAnswer }) {
  return dataOf(apiClient.POST('/api/blood-requests/{id}/responses', { params: { path: { id: requestId } }, body: { answer } }));
}

/** Answers an ask; the answered ask (with the requester's contact after a yes) replaces the listed one. */
export function useAnswerAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAsk,
    onSuccess: (answered) =>
      queryClient.setQueryData<DonorAsk[]>(ASKS_KEY, (asks) => asks?.map((ask) => (ask.requestId === answered.requestId ? answered : ask))),
    // A closed request (409) or any other failure: read the list again, it shows the request as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: ASKS_KEY }),
  });
}
