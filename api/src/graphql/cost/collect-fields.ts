import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  getDirectiveValues,
  isAbstractType,
  Kind,
  typeFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type SelectionSetNode,
} from 'graphql';

export type Fragments = Record<string, FragmentDefinitionNode>;
export type Variables = Record<string, unknown>;

/**
 * The fields that selection sets run on an object of `type`, grouped by response key as
 * execution groups them: @skip/@include applied with the request's variables, fragments spread
 * once each, aliases kept apart. Sub-selections of one key are merged by the caller.
 */
export function collectFields(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Fragments,
  variables: Variables,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (!included(selection, variables)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(schema, selection, type)) visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        if (visited.has(name) || !fragment) continue;
        visited.add(name);
        if (applies(schema, fragment, type)) visit(fragment.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

function included(node: { directives?: FieldNode['directives'] }, variables: Variables): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.['if'] === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.['if'] !== false;
}

// An estimate over an abstract type counts every fragment that could apply (the dearest case).
function applies(schema: GraphQLSchema, fragment: InlineFragmentNode | FragmentDefinitionNode, type: GraphQLCompositeType): boolean {
  if (!fragment.typeCondition) return true;
  const condition = typeFromAST(schema, fragment.typeCondition);
  if (!condition || condition === type) return true;
  if (isAbstractType(type)) return true;
  return isAbstractType(condition) && schema.isSubType(condition, type);
}
