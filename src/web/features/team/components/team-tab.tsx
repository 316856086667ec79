/** Placeholder until the team issue lands: the Family & Friends tab of the loved-one dashboard. */
export function TeamTab(_props: { lovedOneId: string; isAdmin: boolean }) {
  return <p className="text-muted">Family &amp; Friends is being built.</p>;
}
