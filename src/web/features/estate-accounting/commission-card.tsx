import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { commissionFromAccount } from '#shared/estate-accounting/executor-commission.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { executorCompensationIn } from '#shared/state-rules/state-rules.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ExternalLink } from '#web/features/hubs/components/external-link.tsx';
import type { EstateLedger } from './api/estate-ledger-api.ts';
import { TotalRow } from './total-row.tsx';

const text = ESTATE_ACCOUNT_PAGE.commission;

/**
 * The executor's pay where the state's statute counts it on the money received and paid out, worked out
 * from the account so far (decision 091); nothing where Harbor can't work it out from the account.
 */
export function CommissionCard({
  stateCode,
  stateName,
  ledger,
}: {
  stateCode: string | null;
  stateName: string | null;
  ledger: EstateLedger;
}) {
  const commission = commissionFromAccount(stateCode, ledger);
  const rule = executorCompensationIn(stateCode);
  if (!commission || !rule || !stateName) return null;
  const { percent, cap, inKind } = commission;
  const how = { ...commission, bound: rule.bound };
  const receivedNotes = text.receivedNotes(commission);
  const paidNotes = text.paidNotes(commission);
  return (
    <Card aria-labelledby="executor-commission" className="flex flex-col gap-3">
      <h2 id="executor-commission" className="text-xl font-semibold">
        {text.title(stateName)}
      </h2>
      <p>{text.intro(rule.statute, how)}</p>
      <dl className="flex flex-col gap-2">
        <TotalRow
          testId="commission-received"
          label={text.received(how)}
          hint={receivedNotes.length > 0 ? receivedNotes.join(' ') : undefined}
          cents={commission.receivedCents}
        />
        <TotalRow
          testId="commission-paid"
          label={text.paid(how)}
          hint={paidNotes.length > 0 ? paidNotes.join(' ') : undefined}
          cents={commission.paidCents}
        />
        <TotalRow
          testId="commission-formula"
          label={text.byFormula(percent)}
          cents={commission.byFormulaCents}
        />
        {cap === null || cap.cents === null ? null : (
          <TotalRow
            testId="commission-cap"
            label={text.cap(cap.percent)}
            hint={cap.assetsWithoutValue > 0 ? text.capWithoutValue(cap.assetsWithoutValue) : undefined}
            cents={cap.cents}
          />
        )}
        <TotalRow
          testId="commission-total"
          label={text.total(how)}
          cents={commission.commissionCents}
          isSum
        />
        {inKind && inKind.givenCents > 0 ? (
          <TotalRow
            testId="commission-in-kind"
            label={text.inKindUpTo(inKind.upToPercent, formatCents(inKind.givenCents))}
            cents={inKind.upToCents}
          />
        ) : null}
      </dl>
      {cap && cap.cents === null ? <p className="text-muted">{text.capUnknown}</p> : null}
      {commission.leavesOutBankedAndInsurance ? <p className="text-muted">{text.linkHint}</p> : null}
      {commission.received === 'propertyAtValue' ? <p className="text-muted">{text.countOnceHint}</p> : null}
      <p className="text-muted">{rule.summary}</p>
      <p className="text-muted">{text.courtNote}</p>
      <div>
        <ExternalLink href={rule.source.url}>{rule.source.title}</ExternalLink>
      </div>
    </Card>
  );
}
