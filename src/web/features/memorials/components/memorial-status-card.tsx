/** Placeholder until the memorial issue lands: create or view the memorial page, with Live / Private. */
export function MemorialStatusCard(_props: { lovedOneId: string; isAdmin: boolean }) {
  return <p className="text-muted">Memorial pages are being built.</p>;
}
