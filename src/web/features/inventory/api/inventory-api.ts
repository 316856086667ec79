import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { ExpenseInput, InventoryItemInput } from '#shared/inventory/inventory-schemas.ts';
import { api, apiFetch, messageOf, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

const getInventory = (lovedOneId: string) =>
  unwrap(api.inventory[':lovedOneId'].items.$get({ param: { lovedOneId } }));
export type InventoryList = Awaited<ReturnType<typeof getInventory>>;
export type InventoryItem = InventoryList['items'][number];
export type InventoryTeamPerson = InventoryList['team'][number];
export type LinkableTask = InventoryList['tasks'][number];

const getExpenses = (lovedOneId: string) =>
  unwrap(api.inventory[':lovedOneId'].expenses.$get({ param: { lovedOneId } }));
export type ExpenseList = Awaited<ReturnType<typeof getExpenses>>;
export type Expense = ExpenseList['expenses'][number];

export const useInventory = (lovedOneId: string) =>
  useQuery({ queryKey: queryKeys.inventory.items(lovedOneId), queryFn: () => getInventory(lovedOneId) });

export const useExpenses = (lovedOneId: string) =>
  useQuery({ queryKey: queryKeys.inventory.expenses(lovedOneId), queryFn: () => getExpenses(lovedOneId) });

export function useSaveItem(lovedOneId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: ({ itemId, item }: { itemId: string | null; item: Partial<InventoryItemInput> }) =>
      itemId
        ? unwrap(
            api.inventory[':lovedOneId'].items[':itemId'].$patch({
              param: { lovedOneId, itemId },
              query: { timeZone: localTimeZone() },
              json: item,
            }),
          )
        : unwrap(
            api.inventory[':lovedOneId'].items.$post(
              {
                param: { lovedOneId },
                query: { timeZone: localTimeZone() },
                json: item as InventoryItemInput,
              },
              sentOnce(keys.keyFor(item)),
            ),
          ),
    // Linking or closing an item can make or complete a checklist task, so everything refetches.
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries();
    },
  });
}

/** Removes an item (the admin's); its plan goes with it, and the checklist and estate account refetch. */
export function useDeleteItem(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      resendIfLost(() =>
        unwrap(api.inventory[':lovedOneId'].items[':itemId'].$delete({ param: { lovedOneId, itemId } })),
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const fetchItemLetter = (lovedOneId: string, itemId: string) =>
  unwrap(
    api.inventory[':lovedOneId'].items[':itemId'].letter.$get({
      param: { lovedOneId, itemId },
      query: { timeZone: localTimeZone() },
    }),
  );

export const itemLetterPdfHref = (lovedOneId: string, itemId: string) =>
  `/api/inventory/${encodeURIComponent(lovedOneId)}/items/${encodeURIComponent(itemId)}/letter.pdf?timeZone=${encodeURIComponent(localTimeZone())}`;

export const expensesCsvHref = (lovedOneId: string) =>
  `/api/inventory/${encodeURIComponent(lovedOneId)}/expenses.csv`;

export const receiptHref = (lovedOneId: string, expenseId: string) =>
  `/api/inventory/${encodeURIComponent(lovedOneId)}/expenses/${encodeURIComponent(expenseId)}/receipt`;

/**
 * Saves the expense, then its receipt (multipart, which the typed client cannot describe). A
 * receipt refused after the expense was saved does not throw: the expense exists, so saving the
 * same form again would add it twice. The caller gets the saved expense and why the receipt was not.
 * The same expense sent again after a failure carries the same submission key, so it is added once.
 */
export function useAddExpense(lovedOneId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async ({
      expense,
      receipt,
    }: {
      expense: ExpenseInput;
      receipt: File | null;
    }): Promise<{ expense: Expense; receiptError: string | null }> => {
      const { expense: saved } = await unwrap(
        api.inventory[':lovedOneId'].expenses.$post(
          { param: { lovedOneId }, query: { timeZone: localTimeZone() }, json: expense },
          sentOnce(keys.keyFor(expense)),
        ),
      );
      if (!receipt) return { expense: saved, receiptError: null };
      try {
        await uploadReceipt(lovedOneId, saved.id, receipt);
        return { expense: saved, receiptError: null };
      } catch (error) {
        return { expense: saved, receiptError: messageOf(error) };
      }
    },
    onSuccess: () => keys.renew(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.expenses(lovedOneId) }),
  });
}

function uploadReceipt(lovedOneId: string, expenseId: string, receipt: File) {
  const form = new FormData();
  form.set('file', receipt);
  return apiFetch(receiptHref(lovedOneId, expenseId), { method: 'PUT', body: form });
}

/** Saves changes to an expense, then a new receipt if one was chosen (it replaces the old one). */
export function useUpdateExpense(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      expenseId,
      changes,
      receipt = null,
    }: {
      expenseId: string;
      changes: Partial<ExpenseInput>;
      receipt?: File | null;
    }) => {
      const { expense } = await unwrap(
        api.inventory[':lovedOneId'].expenses[':expenseId'].$patch({
          param: { lovedOneId, expenseId },
          query: { timeZone: localTimeZone() },
          json: changes,
        }),
      );
      if (receipt) await uploadReceipt(lovedOneId, expenseId, receipt);
      return expense;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.expenses(lovedOneId) }),
  });
}

export function useDeleteExpense(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) =>
      resendIfLost(() =>
        unwrap(
          api.inventory[':lovedOneId'].expenses[':expenseId'].$delete({ param: { lovedOneId, expenseId } }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.expenses(lovedOneId) }),
  });
}
