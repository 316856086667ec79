import { Link } from 'react-router';
import { isCommissionCountedFromAccount } from '#shared/estate-accounting/executor-commission.ts';
import { isUsStateCode } from '#shared/geo/us-states.ts';
import { legalDisclaimer } from '#shared/hubs/disclaimers.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import {
  type EstateSplit,
  estimateCompensation,
  estimateSmallEstate,
  splitEstate,
} from '#shared/probate-calculator/probate-calculator.ts';
import {
  compensationWords,
  PROBATE_CALCULATOR_PAGE,
  smallEstateVerdictWords,
} from '#shared/probate-calculator/probate-calculator-page.ts';
import {
  isRuledOutByWill,
  smallEstateLimitWords,
  smallEstateRuleFor,
} from '#shared/state-rules/small-estate-limit.ts';
import { stateRulesFor } from '#shared/state-rules/state-rules.ts';
import type {
  ExecutorCompensation,
  SmallEstateRule,
  StateRuleSource,
  StateRules,
} from '#shared/state-rules/state-rules-types.ts';
import { Card } from '#web/components/ui/card.tsx';
import { RetryNotice } from '#web/components/ui/retry-notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AddPlaceLink } from '#web/features/hubs/components/add-place-link.tsx';
import { ExternalLink } from '#web/features/hubs/components/external-link.tsx';
import { LovedOneHubPage } from '#web/features/hubs/components/loved-one-hub-page.tsx';
import { NoticeCard } from '#web/features/hubs/components/notice-card.tsx';
import { useInventory } from '#web/features/inventory/api/inventory-api.ts';
import { paths } from '#web/lib/paths.ts';

const text = PROBATE_CALCULATOR_PAGE;
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

type State = { rules: StateRules; stateName: string };

/** /hub/legal/:lovedOneId/probate-calculator: what goes through probate, and what it may take (decision 068). */
export function ProbateCalculatorPage() {
  return (
    <LovedOneHubPage hub={text} backHref={paths.legalHub.getHref}>
      {(context) => <ProbateCalculator context={context} />}
    </LovedOneHubPage>
  );
}

function ProbateCalculator({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const name = hubNameOf(lovedOne);
  const state =
    isUsStateCode(lovedOne.stateCode) && lovedOne.stateName
      ? { rules: stateRulesFor(lovedOne.stateCode), stateName: lovedOne.stateName }
      : null;
  return (
    <div className="flex flex-col gap-6">
      <NoticeCard notice={legalDisclaimer(name)} />
      {state ? <p>{text.intro(name, state.stateName)}</p> : <NoStateCard context={context} />}
      <Estimate context={context} state={state} />
    </div>
  );
}

function NoStateCard({ context }: { context: HubContext }) {
  return (
    <Card className="flex flex-col gap-2">
      <p>{text.noState(hubNameOf(context.lovedOne))}</p>
      <AddPlaceLink context={context} />
    </Card>
  );
}

function Estimate({ context, state }: { context: HubContext; state: State | null }) {
  const { lovedOne } = context;
  const inventory = useInventory(lovedOne.id);
  // A failed refresh keeps the estimate already on screen.
  if (!inventory.data) {
    return inventory.isError ? (
      <RetryNotice
        title={text.messages.loadError}
        onRetry={() => void inventory.refetch()}
        isRetrying={inventory.isFetching}
      >
        {text.inventoryLoadError}
      </RetryNotice>
    ) : (
      <div role="status" className="flex items-center gap-3 text-muted">
        <Spinner />
        <span>{text.messages.loading}</span>
      </div>
    );
  }
  const split = splitEstate(inventory.data.items);
  return (
    <>
      <SplitCard split={split} context={context} />
      {state ? (
        <>
          {state.rules.smallEstate ? (
            <SmallEstateCard split={split} state={state} rule={state.rules.smallEstate} lovedOne={lovedOne} />
          ) : (
            <NoSmallEstateCard state={state} />
          )}
          <TimelineCard rules={state.rules} />
          <CompensationCard split={split} state={state} lovedOne={lovedOne} />
          <FilingFeeCard rules={state.rules} />
          <SourcesCard state={state} />
        </>
      ) : null}
    </>
  );
}

function SplitCard({ split, context }: { split: EstateSplit; context: HubContext }) {
  const { lovedOne } = context;
  const name = hubNameOf(lovedOne);
  const inventoryHref = paths.lovedOne.getHref(lovedOne.id, 'inventory');
  if (split.itemCount === 0) {
    return (
      <Card aria-labelledby="probate-split" className="flex flex-col gap-3">
        <h2 id="probate-split" className="text-xl font-semibold">
          {text.emptyTitle}
        </h2>
        <p>{text.empty(name)}</p>
        <div>
          <Link to={inventoryHref} className={linkClass}>
            {text.addToInventoryLabel}
          </Link>
        </div>
      </Card>
    );
  }
  const rows = [
    { id: 'probate', label: text.probateLabel, hint: text.probateHint, bucket: split.probate },
    { id: 'outside', label: text.outsideLabel, hint: text.outsideHint, bucket: split.outsideProbate },
    { id: 'not-known', label: text.notKnownLabel, hint: text.notKnownHint, bucket: split.notKnown },
    { id: 'debts', label: text.debtsLabel, hint: text.debtsHint, bucket: split.debts },
  ];
  return (
    <Card aria-labelledby="probate-split" className="flex flex-col gap-4">
      <h2 id="probate-split" className="text-xl font-semibold">
        {text.splitTitle}
      </h2>
      <p className="text-muted">{text.splitIntro}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div
            key={row.id}
            data-testid={`split-${row.id}`}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-border p-4"
          >
            <dt className="font-medium">
              {row.label}
              <span className="block text-sm font-normal text-muted">{row.hint}</span>
            </dt>
            <dd className="text-2xl font-semibold break-words">{formatCents(row.bucket.cents)}</dd>
            <dd className="text-sm text-muted">{text.itemCount(row.bucket.count)}</dd>
          </div>
        ))}
      </dl>
      {split.ownershipUnansweredCount > 0 || split.unvaluedCount > 0 ? (
        <div className="flex flex-col gap-1">
          {split.ownershipUnansweredCount > 0 ? (
            <p>{text.unanswered(split.ownershipUnansweredCount, name)}</p>
          ) : null}
          {split.unvaluedCount > 0 ? (
            <p className="text-muted">{text.unvalued(split.unvaluedCount)}</p>
          ) : null}
          <div>
            <Link to={inventoryHref} className={linkClass}>
              {text.openInventoryLabel}
            </Link>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function SmallEstateCard({
  split,
  state,
  rule: smallEstate,
  lovedOne,
}: {
  split: EstateSplit;
  state: State;
  rule: SmallEstateRule;
  lovedOne: HubContext['lovedOne'];
}) {
  const { dateOfDeath } = lovedOne;
  const name = hubNameOf(lovedOne);
  // The rule as it holds for their answer about a will (Louisiana's real property).
  const rule = smallEstateRuleFor(smallEstate, lovedOne.willStatus);
  const estimate = estimateSmallEstate(split, rule, dateOfDeath);
  // A will closes a route that is only for a death without one, whatever the figures say, and when it
  // could be used no longer matters.
  const isRuledOut = isRuledOutByWill(smallEstate, lovedOne.willStatus);
  const { verdict, counted } = isRuledOut
    ? { verdict: text.ruledOutByWill(name, smallEstate.procedure, state.rules.probateCourt), counted: null }
    : smallEstateVerdictWords(estimate, state.stateName, rule);
  return (
    <Card aria-labelledby="small-estate" className="flex flex-col gap-3">
      <h2 id="small-estate" className="text-xl font-semibold">
        {text.smallEstateTitle}
      </h2>
      <p>
        {text.smallEstateLimit(
          state.stateName,
          smallEstate.procedure,
          smallEstateLimitWords(smallEstate, dateOfDeath),
        )}
        {dateOfDeath && estimate.limitDollars !== estimate.currentLimitDollars
          ? ` ${text.limitAtDeath(dateOfDeath, estimate.currentLimitDollars)}`
          : null}
        {smallEstate.onlyWithoutWill ? ` ${text.onlyWithoutWill(smallEstate.procedure)}` : null}
        {smallEstate.realProperty
          ? ` ${text.realPropertyRule[smallEstate.realProperty](smallEstate.procedure)}`
          : null}
        {smallEstate.realPropertyBarsWithWill
          ? ` ${text.realPropertyBarsWithWill(smallEstate.procedure)}`
          : null}
        {smallEstate.measuredOn ? ` ${text.measuredOn[smallEstate.measuredOn]}` : null}
        {smallEstate.lessFuneralExpenses ? ` ${text.lessFuneralExpenses}` : null}
        {smallEstate.familyExemptions ? ` ${text.familyExemptions(smallEstate.familyExemptions)}` : null}
      </p>
      <p className="font-semibold">{verdict}</p>
      {counted ? <p className="text-muted">{counted}</p> : null}
      {isRuledOut ? null : (
        <p>
          {smallEstate.waitingDays === 0
            ? text.noWait(smallEstate.procedure)
            : smallEstate.waitingFrom
              ? text.waitAfterNotice(smallEstate.procedure, smallEstate)
              : estimate.earliestDate
                ? text.earliestDate(smallEstate.procedure, estimate.earliestDate, smallEstate.waitingDays)
                : text.noDateOfDeath(smallEstate.waitingDays, name)}
          {smallEstate.realPropertyWaitingMonths === undefined
            ? null
            : ` ${text.realPropertyWait(smallEstate.realPropertyWaitingMonths, estimate.realPropertyEarliestDate)}`}
        </p>
      )}
      <p className="text-muted">{text.countsDiffer}</p>
      <div>
        <ExternalLink href={smallEstate.url}>{text.stateSourceLabel(state.stateName)}</ExternalLink>
      </div>
    </Card>
  );
}

/** Where the state has no small-estate procedure on record, the card says so and where to ask. */
function NoSmallEstateCard({ state }: { state: State }) {
  return (
    <Card aria-labelledby="small-estate" className="flex flex-col gap-3">
      <h2 id="small-estate" className="text-xl font-semibold">
        {text.smallEstateTitle}
      </h2>
      <p>{text.noSmallEstateRoute(state.stateName, state.rules.probateCourt)}</p>
    </Card>
  );
}

function TimelineCard({ rules }: { rules: StateRules }) {
  return (
    <Card aria-labelledby="probate-timeline" className="flex flex-col gap-3">
      <h2 id="probate-timeline" className="text-xl font-semibold">
        {text.timelineTitle}
      </h2>
      <p className="text-muted">{text.timelineIntro}</p>
      <dl className="flex flex-col gap-3">
        {rules.smallEstate ? (
          <div>
            <dt className="font-medium">{text.smallRouteTitle(rules.smallEstate.procedure)}</dt>
            <dd className="text-muted">{text.smallRoute(rules.smallEstate)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium">{text.fullRouteTitle}</dt>
          <dd className="text-muted">{text.fullRoute(rules.creditorClaimPeriod)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function CompensationCard({
  split,
  state,
  lovedOne,
}: {
  split: EstateSplit;
  state: State;
  lovedOne: HubContext['lovedOne'];
}) {
  const compensation = state.rules.executorCompensation;
  // Someone's own plans have no estate account to count it from yet.
  const isInEstateAccount = isCommissionCountedFromAccount(state.rules.code) && !isOwnPlan(lovedOne.kind);
  return (
    <Card aria-labelledby="executor-pay" className="flex flex-col gap-3">
      <h2 id="executor-pay" className="text-xl font-semibold">
        {text.compensationTitle}
      </h2>
      {compensation?.countedOnMoneyInAndOut ? (
        <>
          <p className="font-semibold">{text.compensationOnMoneyInAndOut(compensation.statute)}</p>
          {isInEstateAccount ? (
            <p>
              {text.compensationInEstateAccount}{' '}
              <Link to={paths.estateAccount.getHref(lovedOne.id)} className={linkClass}>
                {text.compensationInEstateAccountLink}
              </Link>
            </p>
          ) : null}
          <CompensationNotes compensation={compensation} />
        </>
      ) : compensation ? (
        <CompensationFigures split={split} compensation={compensation} stateName={state.stateName} />
      ) : (
        <p>{text.reasonableCompensation(state.stateName)}</p>
      )}
    </Card>
  );
}

function CompensationFigures({
  split,
  compensation,
  stateName,
}: {
  split: EstateSplit;
  compensation: ExecutorCompensation;
  stateName: string;
}) {
  // On what the statute counts the fee (decision 097): the rule is the state's row, the sums are shared.
  const estimate = estimateCompensation(split, compensation);
  const words = compensationWords(estimate, compensation, stateName);
  const { leftToCourtCents } = estimate.soFar;
  return (
    <>
      <p className="font-semibold">{words.figure}</p>
      {leftToCourtCents > 0 ? <p>{text.compensationLeftToCourt(leftToCourtCents)}</p> : null}
      {words.upTo ? <p>{words.upTo}</p> : null}
      {words.leftOut ? <p>{words.leftOut}</p> : null}
      <CompensationNotes compensation={compensation} />
    </>
  );
}

function CompensationNotes({ compensation }: { compensation: ExecutorCompensation }) {
  return (
    <>
      <p className="text-muted">{compensation.summary}</p>
      <p className="text-muted">{text.compensationOptional}</p>
      <div>
        <ExternalLink href={compensation.source.url}>{compensation.source.title}</ExternalLink>
      </div>
    </>
  );
}

function FilingFeeCard({ rules }: { rules: StateRules }) {
  const fee = rules.probateFilingFee;
  return (
    <Card aria-labelledby="filing-fee" className="flex flex-col gap-3">
      <h2 id="filing-fee" className="text-xl font-semibold">
        {text.filingFeeTitle}
      </h2>
      {fee ? (
        <>
          <p>{text.filingFeeRange(fee)}</p>
          <p className="text-muted">{fee.note}</p>
          <div>
            <ExternalLink href={fee.source.url}>{fee.source.title}</ExternalLink>
          </div>
        </>
      ) : (
        <p>{text.feeNotConfirmed(rules.probateCourt)}</p>
      )}
    </Card>
  );
}

function SourcesCard({ state }: { state: State }) {
  const { rules } = state;
  const all: StateRuleSource[] = [
    ...(rules.smallEstate
      ? [{ title: text.stateSourceLabel(state.stateName), url: rules.smallEstate.url }]
      : []),
    ...(rules.executorCompensation ? [rules.executorCompensation.source] : []),
    ...(rules.probateFilingFee ? [rules.probateFilingFee.source] : []),
    rules.probateSelfHelp,
    ...rules.sources,
  ];
  const sources = all.filter((source, index) => all.findIndex((other) => other.url === source.url) === index);
  return (
    <Card aria-labelledby="probate-sources" className="flex flex-col gap-3">
      <h2 id="probate-sources" className="text-xl font-semibold">
        {text.sourcesTitle}
      </h2>
      <ul className="flex flex-col">
        {sources.map((source) => (
          <li key={source.url} className="min-w-0 break-words">
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          </li>
        ))}
      </ul>
      <p className="text-muted">{text.checkedOn(rules.checkedOn)}</p>
    </Card>
  );
}
