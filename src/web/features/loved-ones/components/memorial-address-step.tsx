import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useChangeMemorialAddress } from '#web/features/memorials/api/update-memorial.ts';
import { messageOf } from '#web/lib/api-client.ts';

/** After a rename: offers to move the memorial page to an address matching the new name. */
export function MemorialAddressStep({
  memorial,
  onDone,
}: {
  memorial: { id: string; slug: string };
  onDone: () => void;
}) {
  const change = useChangeMemorialAddress();
  const changeAddress = async () => {
    try {
      await change.mutateAsync(memorial.id);
      toast.success('Memorial address updated');
      onDone();
    } catch (error) {
      toast.error('The address could not be changed', { description: messageOf(error) });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p>
        Your memorial page is at <span className="break-all font-medium">/memorial/{memorial.slug}</span>.
        Change its address to match the new name?
      </p>
      <p className="text-muted">The old address keeps working: anyone using it is taken to the new one.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Keep current address
        </Button>
        <Button onClick={changeAddress} isLoading={change.isPending}>
          Change address
        </Button>
      </div>
    </div>
  );
}
