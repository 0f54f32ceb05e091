import {
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
// graphql-js's own field collection (as execution runs it: @skip/@include with the variables,
// fragments spread once, type conditions); not re-exported from the package's index.
import { collectFields as collectExecutedFields } from 'graphql/execution/collectFields.js';

export type Fragments = Record<string, FragmentDefinitionNode>;
export type Variables = Record<string, unknown>;

type Collected = { selectionSets: readonly SelectionSetNode[]; fields: Map<string, FieldNode[]> };

/**
 * Per request (its coerced variables are one object): the estimate before execution and the
 * actual cost after it collect the same selections, so the second walk finds them here (issue 25:
 * a profile's first answers). Keyed by type, then by the first selection set.
 */
const collectedFor = new WeakMap<Variables, Map<GraphQLCompositeType, Map<SelectionSetNode, Collected[]>>>();

/**
 * The fields that selection sets run on an object of `type`, grouped by response key as execution
 * groups them (aliases kept apart, sub-selections of one key merged by the caller). Over an
 * abstract type every possible object type counts (the dearest case). The map is shared by the
 * request's walks: read it, never change it.
 */
export function collectFields(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Fragments,
  variables: Variables,
): ReadonlyMap<string, FieldNode[]> {
  let byType = collectedFor.get(variables);
  if (!byType)
    collectedFor.set(
      variables,
      (byType = new Map<GraphQLCompositeType, Map<SelectionSetNode, Collected[]>>()),
    );
  let bySet = byType.get(type);
  if (!bySet) byType.set(type, (bySet = new Map<SelectionSetNode, Collected[]>()));
  const first = selectionSets[0];
  if (first === undefined) return new Map();
  let seen = bySet.get(first);
  if (!seen) bySet.set(first, (seen = []));
  const same = (known: Collected) =>
    known.selectionSets.length === selectionSets.length &&
    known.selectionSets.every((set, i) => set === selectionSets[i]);
  const known = seen.find(same);
  if (known) return known.fields;
  const fields = collectOnce(schema, type, selectionSets, fragments, variables);
  seen.push({ selectionSets, fields });
  return fields;
}

function collectOnce(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Fragments,
  variables: Variables,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const runtimeTypes = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
  for (const runtimeType of runtimeTypes) {
    for (const selectionSet of selectionSets) {
      for (const [key, nodes] of collectExecutedFields(
        schema,
        fragments,
        variables,
        runtimeType,
        selectionSet,
      )) {
        fields.set(key, [...(fields.get(key) ?? []), ...nodes]);
      }
    }
  }
  return fields;
}
