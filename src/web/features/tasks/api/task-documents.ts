import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { fileAsSent, sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

const getDocuments = (taskId: string) => unwrap(api.tasks[':taskId'].documents.$get({ param: { taskId } }));
type TaskDocument = Awaited<ReturnType<typeof getDocuments>>['documents'][number];

export const documentHref = (taskId: string, documentId: string) =>
  `/api/tasks/${encodeURIComponent(taskId)}/documents/${encodeURIComponent(documentId)}`;

export function useTaskDocuments(taskId: string) {
  return useQuery({ queryKey: queryKeys.task.documents(taskId), queryFn: () => getDocuments(taskId) });
}

/** The same file sent again after a failure carries the same submission key, so it is attached once (decision 080). */
export function useUploadTaskDocument(taskId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    // Multipart, so the typed client cannot describe it; the answer is the new list.
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      const response = await apiFetch(`/api/tasks/${encodeURIComponent(taskId)}/documents`, {
        method: 'POST',
        body: form,
        ...sentOnce(keys.keyFor(fileAsSent(file))),
      });
      return (await response.json()) as { documents: TaskDocument[] };
    },
    onSuccess: (data) => {
      keys.renew();
      queryClient.setQueryData(queryKeys.task.documents(taskId), data);
    },
  });
}

export function useDeleteTaskDocument(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      resendIfLost(() =>
        unwrap(api.tasks[':taskId'].documents[':documentId'].$delete({ param: { taskId, documentId } })),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.task.documents(taskId) }),
  });
}
