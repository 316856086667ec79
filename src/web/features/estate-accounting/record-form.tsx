import { useEffect, useRef } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { messageOf } from '#web/lib/api-client.ts';

// What the estate account's forms (an heir, a ledger line, a time entry) share: each adds a record, or
// corrects one in place of its row.

type Saving = { isError: boolean; error: unknown; isPending: boolean };

/** The first field of a form that takes the place of its row's Edit button: focus moves into it. */
export function useFocusWhenEditing<Element extends HTMLElement>(isEdit: boolean) {
  const first = useRef<Element>(null);
  useEffect(() => {
    if (isEdit) first.current?.focus();
  }, [isEdit]);
  return first;
}

type RecordFormEndProps = {
  saving: Saving;
  isEdit: boolean;
  /** Whether a message already stands under a field, so the refusal isn't said twice. */
  hasFieldIssues: boolean;
  texts: { add: string; save: string; cancel: string; addFailed: string; saveFailed: string };
  onCancel: () => void;
  className: string;
};

/** A form's end: a refusal that belongs to no field, then Add (or Save changes, and Cancel). */
export function RecordFormEnd({
  saving,
  isEdit,
  hasFieldIssues,
  texts,
  onCancel,
  className,
}: RecordFormEndProps) {
  return (
    <>
      {saving.isError && !hasFieldIssues ? (
        <Alert tone="error" className={className}>
          {isEdit ? texts.saveFailed : texts.addFailed} {messageOf(saving.error)}
        </Alert>
      ) : null}
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <Button type="submit" isLoading={saving.isPending}>
          {isEdit ? texts.save : texts.add}
        </Button>
        {isEdit ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
