import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback, type FeedbackType } from '@tala/contract/feedback';
import { api } from '../../../shared/api/client.ts';
import { uploadImages } from '../../../shared/api/uploads.ts';
import { useSessionStore } from '../../../shared/state/session.ts';

/** Query keys of feedback; the member's list names the account, so one player never sees another's cache. */
const feedbackKeys = {
  rules: ['feedback', 'rules'] as const,
  mine: (account: string) => ['feedback', 'mine', account] as const,
};

const useAccount = () => useSessionStore((s) => s.account) ?? '';

/** The brand's word-count bounds and image limit. */
export function useFeedbackRules() {
  return useQuery({
    queryKey: feedbackKeys.rules,
    queryFn: ({ signal }) => api(feedback.rules, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The member's own feedback with the operator's replies, newest first. */
export function useMyFeedback(enabled: boolean) {
  const account = useAccount();
  return useQuery({
    queryKey: feedbackKeys.mine(account),
    queryFn: async ({ signal }) => (await api(feedback.mine, {}, { signal })).list,
    enabled,
    // an answer may have come in since the list was last shown
    refetchOnMount: 'always',
  });
}

export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  contact: string;
  files: readonly File[];
}

/** Uploads the chosen images (members only), then sends the feedback with their ids. */
export function useSendFeedback() {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: async (request: FeedbackRequest) => {
      const images = request.files.length ? await uploadImages(request.files, 'feedback') : [];
      return api(feedback.submit, { type: request.type, content: request.content, contact: request.contact, images });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: feedbackKeys.mine(account) }),
  });
}
