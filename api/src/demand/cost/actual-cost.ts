import { getNamedType, isCompositeType, type GraphQLCompositeType, type SelectionSetNode } from 'graphql';
import { collectFields } from './collect-fields.js';
import { fieldCostOf } from './cost-directives.js';
import { itemWeightOf, type CostInput } from './estimate-cost.js';

/**
 * A selected field's price, for every object of one type under one selection: the field's `@cost`,
 * the weight of each item it returns, and (composite types) the plan of its items' own fields.
 */
type Step = { key: string; weight: number; itemWeight: number; items?: () => Step[] };

/**
 * The same formula as estimateCost over the data that came back: lists count the items they
 * really had, and nothing under a null is counted. A field whose key is absent never ran.
 */
export function actualCost(input: CostInput, data: Record<string, unknown> | null | undefined): number {
  return data ? objectCost(planOf(input, input.rootType, [input.selectionSet]), data) : 0;
}

/**
 * The fields collected once per selection, not once per object: a profile's galleries are lists
 * of tens of photos sharing one selection, and collecting it again for each was most of this
 * walk's time on a profile's first answers (bench/RESULTS.md section 15).
 */
function planOf(input: CostInput, type: GraphQLCompositeType, selectionSets: readonly SelectionSetNode[]) {
  const steps: Step[] = [];
  for (const [key, nodes] of collectFields(
    input.schema,
    type,
    selectionSets,
    input.fragments,
    input.variables,
  )) {
    const node = nodes[0]!;
    if (node.name.value.startsWith('__') || !('getFields' in type)) continue;
    const field = type.getFields()[node.name.value];
    if (!field) continue;
    const named = getNamedType(field.type);
    let items: Step[] | undefined;
    steps.push({
      key,
      weight: fieldCostOf(field).weight,
      itemWeight: itemWeightOf(named),
      ...(isCompositeType(named) && {
        items: () =>
          (items ??= planOf(
            input,
            named,
            nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
          )),
      }),
    });
  }
  return steps;
}

function objectCost(steps: Step[], data: Record<string, unknown>): number {
  let total = 0;
  for (const step of steps) {
    if (!(step.key in data)) continue;
    const value = data[step.key];
    total +=
      step.weight +
      (Array.isArray(value)
        ? value.reduce((sum: number, item) => sum + itemCost(step, item), 0)
        : itemCost(step, value));
  }
  return total;
}

function itemCost(step: Step, value: unknown): number {
  if (value === null || value === undefined) return 0;
  const children =
    step.items && typeof value === 'object' ? objectCost(step.items(), value as Record<string, unknown>) : 0;
  return step.itemWeight + children;
}
