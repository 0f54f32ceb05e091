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

/**
 * The fields that selection sets run on an object of `type`, grouped by response key as execution
 * groups them (aliases kept apart, sub-selections of one key merged by the caller). Over an
 * abstract type every possible object type counts (the dearest case).
 */
export function collectFields(
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
