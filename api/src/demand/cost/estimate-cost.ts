import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { checkArgumentBounds } from './argument-bounds.js';
import { collectFields, type Fragments, type Variables } from './collect-fields.js';
import { fieldCostOf, typeWeightOf } from './cost-directives.js';

/** Size of a list the SDL gives no `@listSize` for; the schema test keeps every costly list sized. */
export const DEFAULT_LIST_SIZE = 100;

export type CostInput = {
  schema: GraphQLSchema;
  rootType: GraphQLCompositeType;
  selectionSet: SelectionSetNode;
  fragments: Fragments;
  /** Coerced: variable defaults applied. */
  variables: Variables;
};

/** The price of each object a field returns: the type's `@cost`, else 1 for objects and 0 for leaves. */
export function itemWeightOf(type: GraphQLNamedType): number {
  return typeWeightOf(type) ?? (isCompositeType(type) ? 1 : 0);
}

type Sized = { fields: readonly string[]; size: number };

/**
 * The cost of an operation before it runs, from the values it will run with: a field's `@cost`
 * once per time it is resolved, plus its type's weight per object returned; a list multiplies
 * what is under it by its size (the slicing argument's value, after defaults, or `assumedSize`).
 * Argument ranges are checked on the way (BAD_USER_INPUT).
 */
export function estimateCost(input: CostInput): number {
  return selectionCost(input, input.rootType, [input.selectionSet], undefined);
}

function selectionCost(
  input: CostInput,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  sized: Sized | undefined,
): number {
  let total = 0;
  for (const nodes of collectFields(
    input.schema,
    type,
    selectionSets,
    input.fragments,
    input.variables,
  ).values()) {
    const node = nodes[0]!;
    // __typename is free; introspection is bounded by its own rule (introspection-breadth-rule.ts).
    if (node.name.value.startsWith('__') || !('getFields' in type)) continue;
    const field = type.getFields()[node.name.value];
    if (!field) continue;
    total += fieldCost(input, `${type.name}.${field.name}`, field, nodes, sized);
  }
  return total;
}

function fieldCost(
  input: CostInput,
  coordinate: string,
  field: GraphQLField<unknown, unknown>,
  nodes: FieldNode[],
  sized: Sized | undefined,
): number {
  const args = getArgumentValues(field, nodes[0]!, input.variables);
  checkArgumentBounds(coordinate, args);
  const { weight, listSize } = fieldCostOf(field);
  const slice = listSize ? slicingValue(field, listSize.slicingArguments, args) : undefined;
  const named = getNamedType(field.type);
  const children = isCompositeType(named)
    ? selectionCost(
        input,
        named,
        nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
        slice !== undefined && listSize!.sizedFields.length
          ? { fields: listSize!.sizedFields, size: slice }
          : undefined,
      )
    : 0;
  const item = itemWeightOf(named) + children;
  if (!isListType(getNullableType(field.type))) return weight + item;
  const size = sized?.fields.includes(field.name)
    ? sized.size
    : (slice ?? listSize?.assumedSize ?? DEFAULT_LIST_SIZE);
  return weight + size * item;
}

/**
 * The largest slicing argument given; an explicit null means the argument's default, as our
 * resolvers read it. A list argument slices by its length (our extension of IBM's `@listSize`,
 * for `modelsByIds(ids:)`, which answers one item per id).
 */
function slicingValue(
  field: GraphQLField<unknown, unknown>,
  names: readonly string[],
  args: Record<string, unknown>,
): number | undefined {
  const values = names.flatMap((name) => {
    const value = args[name] ?? field.args.find((arg) => arg.name === name)?.defaultValue;
    if (Array.isArray(value)) return [value.length];
    return typeof value === 'number' ? [value] : [];
  });
  return values.length ? Math.max(...values) : undefined;
}
