import {
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';

/** What the IBM cost directives of one field say, read once from the SDL. */
export type FieldCost = {
  /** `@cost` on the field: the price of resolving it once (0 without). */
  weight: number;
  /** `@listSize` on the field, if any. */
  listSize?: { assumedSize?: number; slicingArguments: string[]; sizedFields: string[] };
};

const fieldCosts = new WeakMap<GraphQLField<unknown, unknown>, FieldCost>();
const typeWeights = new WeakMap<GraphQLNamedType, number | undefined>();

function directive(
  nodes: readonly ConstDirectiveNode[] | undefined,
  name: string,
): Record<string, unknown> | undefined {
  const node = nodes?.find((d) => d.name.value === name);
  if (!node) return undefined;
  return Object.fromEntries(
    (node.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value)]),
  );
}

// The specification types weight as a String (room for expressions); ours are plain integers.
function weightOf(nodes: readonly ConstDirectiveNode[] | undefined): number | undefined {
  const args = directive(nodes, 'cost');
  if (!args) return undefined;
  const weight = Number(args['weight']);
  if (!Number.isFinite(weight) || weight < 0)
    throw new Error(`@cost(weight: ${String(args['weight'])}) is not a number >= 0`);
  return weight;
}

export function fieldCostOf(field: GraphQLField<unknown, unknown>): FieldCost {
  let cost = fieldCosts.get(field);
  if (cost) return cost;
  const nodes = field.astNode?.directives;
  const listSize = directive(nodes, 'listSize');
  cost = {
    weight: weightOf(nodes) ?? 0,
    ...(listSize && {
      listSize: {
        ...(typeof listSize['assumedSize'] === 'number' && { assumedSize: listSize['assumedSize'] }),
        slicingArguments: (listSize['slicingArguments'] as string[] | undefined) ?? [],
        sizedFields: (listSize['sizedFields'] as string[] | undefined) ?? [],
      },
    }),
  };
  fieldCosts.set(field, cost);
  return cost;
}

/** `@cost` on a type: the price of each object of it returned; undefined when the SDL says none. */
export function typeWeightOf(type: GraphQLNamedType): number | undefined {
  if (typeWeights.has(type)) return typeWeights.get(type);
  const nodes = [type.astNode, ...(type.extensionASTNodes ?? [])].flatMap((node) => node?.directives ?? []);
  const weight = weightOf(nodes);
  typeWeights.set(type, weight);
  return weight;
}
