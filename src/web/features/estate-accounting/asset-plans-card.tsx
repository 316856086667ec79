import type { ComponentProps } from 'react';
import {
  ASSET_PLAN_LABELS,
  ASSET_PLANS,
  type AssetPlan,
  type AssetPlanInput,
  planMisfit,
  planSummary,
  plansThatFit,
} from '#shared/estate-accounting/asset-plans.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { fetchedOverValue, propertyOnHand } from '#shared/estate-accounting/property-on-hand.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { OWNERSHIP_LABELS, passesOutsideProbate } from '#shared/inventory/ownership.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCommittedSelect } from '#web/hooks/use-committed-select.ts';
import { fieldIssues, messageOf } from '#web/lib/api-client.ts';
import { type EstateLedger, inventoryPdfHref } from './api/estate-ledger-api.ts';
import { usePlanAsset } from './api/estate-records-api.ts';

const text = ESTATE_ACCOUNT_PAGE.plans;

type Asset = EstateLedger['assets'][number];

/** What has come in from an asset, weighed against its inventory value where one is recorded. */
function cameInLine(asset: Asset, cameInCents: number): string {
  if (asset.valueCents === null) return text.cameIn(formatCents(cameInCents), null);
  const over = fetchedOverValue(cameInCents, asset.valueCents);
  if (over === 0) return text.cameIn(formatCents(cameInCents), 'even');
  return text.cameIn(
    formatCents(cameInCents),
    over > 0 ? { over: formatCents(over) } : { under: formatCents(-over) },
  );
}

/**
 * A select of the card, saved once per choice: arrowing through its options saves only the one stopped
 * at (useCommittedSelect). Never disabled while saving: a disabled control drops the keyboard's focus.
 */
function SavedOnChoice({
  saved,
  onSave,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  saved: string;
  onSave: (value: string) => void;
}) {
  const { selectProps } = useCommittedSelect(saved, onSave);
  return <Select {...props} {...selectProps} />;
}

/** The executor's plan for every asset of the inventory, saved as it is chosen; the team reads it. */
export function AssetPlansCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  const planAsset = usePlanAsset(lovedOneId);
  const summary = planSummary(ledger.assets);
  const { cameInCents } = propertyOnHand(ledger.assets, ledger.lines);
  const mayChange = ledger.permittedActions.record;
  const heirName = (heirId: string | null) => ledger.heirs.find((heir) => heir.id === heirId)?.name ?? null;

  /** The asset whose last choice is saving or was refused: its controls keep showing that choice. */
  const isLastChoice = (asset: Asset) =>
    (planAsset.isPending || planAsset.isError) && planAsset.variables?.itemId === asset.itemId;
  const shown = (asset: Asset) =>
    isLastChoice(asset) && planAsset.variables
      ? { plan: planAsset.variables.plan.plan ?? null, heirId: planAsset.variables.plan.heirId ?? null }
      : { plan: asset.plan, heirId: asset.planHeirId };
  /**
   * Why the asset's last choice was refused, said under the control it is about (the heir, or the plan);
   * otherwise why its saved plan no longer fits how it was held.
   */
  const refusalOf = (asset: Asset) => {
    if (!planAsset.isError || planAsset.variables?.itemId !== asset.itemId) {
      // The inventory may say how it was held only after the plan was chosen.
      const misfit = asset.plan ? planMisfit(asset.plan, asset.ownership) : null;
      return misfit ? { plan: `${text.noLongerFits} ${misfit}.` } : {};
    }
    const message = `${text.saveFailed} ${messageOf(planAsset.error)}`;
    return fieldIssues(planAsset.error).heirId ? { heir: message } : { plan: message };
  };
  const save = (asset: Asset, plan: AssetPlanInput) =>
    planAsset.mutate({ itemId: asset.itemId, plan }, { onSuccess: () => toast.success(text.saved) });

  return (
    <Card aria-labelledby="asset-plans" className="flex flex-col gap-3">
      <h2 id="asset-plans" className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="text-muted">{text.intro}</p>
      <p className="text-muted">{text.downloadHint}</p>
      <DownloadButton href={inventoryPdfHref(lovedOneId)} fileName="inventory.pdf">
        {text.downloadInventory}
      </DownloadButton>
      {ledger.assets.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="asset-plan-summary">
            {([...ASSET_PLANS, 'undecided'] as const)
              .filter((plan) => summary[plan].count > 0)
              .map((plan) => (
                <div key={plan} className="flex flex-wrap justify-between gap-x-3">
                  <dt>{text.summary[plan]}</dt>
                  <dd className="tabular-nums text-muted">
                    {text.summaryLine(summary[plan].count, formatCents(summary[plan].valueCents))}
                  </dd>
                </div>
              ))}
          </dl>
          <ul className="flex flex-col divide-y divide-border">
            {ledger.assets.map((asset) => (
              <li key={asset.itemId} className="flex flex-col gap-2 py-3">
                <span className="font-medium break-words">
                  {asset.institution}
                  {asset.valueCents === null ? null : (
                    <span className="text-muted tabular-nums"> · {formatCents(asset.valueCents)}</span>
                  )}
                </span>
                {cameInCents.has(asset.itemId) ? (
                  <span className="text-muted">{cameInLine(asset, cameInCents.get(asset.itemId) ?? 0)}</span>
                ) : null}
                {asset.ownership !== null && passesOutsideProbate(asset.ownership) ? (
                  <span className="text-muted">{text.passesOutside(OWNERSHIP_LABELS[asset.ownership])}</span>
                ) : null}
                {mayChange ? (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Field label={text.plan(asset.institution)} error={refusalOf(asset).plan}>
                      <SavedOnChoice
                        saved={shown(asset).plan ?? ''}
                        onSave={(plan) =>
                          save(asset, { plan: (plan || null) as AssetPlan | null, heirId: null })
                        }
                      >
                        <option value="">{text.undecided}</option>
                        {ASSET_PLANS.filter(
                          (plan) =>
                            plansThatFit(asset.ownership).includes(plan) || plan === shown(asset).plan,
                        ).map((plan) => (
                          <option key={plan} value={plan}>
                            {ASSET_PLAN_LABELS[plan]}
                          </option>
                        ))}
                      </SavedOnChoice>
                    </Field>
                    {shown(asset).plan === 'distribute' ? (
                      <Field label={text.heir(asset.institution)} error={refusalOf(asset).heir}>
                        <SavedOnChoice
                          saved={shown(asset).heirId ?? ''}
                          onSave={(heirId) => save(asset, { plan: 'distribute', heirId: heirId || null })}
                        >
                          <option value="">{text.noHeir}</option>
                          {ledger.heirs.map((heir) => (
                            <option key={heir.id} value={heir.id}>
                              {heir.name}
                            </option>
                          ))}
                        </SavedOnChoice>
                      </Field>
                    ) : null}
                  </div>
                ) : (
                  <span className="text-muted">
                    {asset.plan ? ASSET_PLAN_LABELS[asset.plan] : text.undecided}
                    {asset.plan === 'distribute' && heirName(asset.planHeirId)
                      ? ` · ${text.to(heirName(asset.planHeirId) ?? '')}`
                      : null}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
