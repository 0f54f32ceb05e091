import { getNamedType, isCompositeType, type GraphQLCompositeType, type SelectionSetNode } from 'graphql';
import { collectFields } from './collect-fields.js';
import { fieldCostOf } from './cost-directives.js';
import { itemWeightOf, type CostInput } from './estimate-cost.js';

/**
 * The same formula as estimateCost over the data that came back: lists count the items they
 * really had, and nothing under a null is counted. A field whose key is absent never ran.
 */
export function actualCost(input: CostInput, data: Record<string, unknown> | null | undefined): number {
  return data ? objectCost(input, input.rootType, [input.selectionSet], data) : 0;
}

function objectCost(
  input: CostInput,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  data: Record<string, unknown>,
): number {
  let total = 0;
  for (const [key, nodes] of collectFields(
    input.schema,
    type,
    selectionSets,
    input.fragments,
    input.variables,
  )) {
    const node = nodes[0]!;
    if (node.name.value.startsWith('__') || !('getFields' in type) || !(key in data)) continue;
    const field = type.getFields()[node.name.value];
    if (!field) continue;
    const named = getNamedType(field.type);
    const itemCost = (value: unknown): number => {
      if (value === null || value === undefined) return 0;
      const children =
        isCompositeType(named) && typeof value === 'object'
          ? objectCost(
              input,
              named,
              nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
              value as Record<string, unknown>,
            )
          : 0;
      return itemWeightOf(named) + children;
    };
    const value = data[key];
    total +=
      fieldCostOf(field).weight +
      (Array.isArray(value) ? value.reduce((sum: number, item) => sum + itemCost(item), 0) : itemCost(value));
  }
  return total;
}
