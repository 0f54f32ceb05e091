import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/** Introspection fields that return lists: nesting them multiplies the answer's size. */
const LIST_FIELDS = new Set([
  'types',
  'fields',
  'args',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'directives',
]);

/**
 * graphql-armor's depth and cost limits skip introspection (GraphiQL's query is 21 levels deep),
 * but `types { fields { type { fields { type { fields ... } } } } }` grows exponentially. GraphiQL
 * and codegen nest at most three list fields (types > fields > args), so more is refused.
 */
export function introspectionBreadthRule(maxListNesting: number) {
  return (context: ValidationContext): ASTVisitor => {
    let nesting = 0;
    let reported = false;
    const isListField = (name: string) =>
      context.getParentType()?.name.startsWith('__') && LIST_FIELDS.has(name);
    return {
      Field: {
        enter(node) {
          if (!isListField(node.name.value)) return;
          nesting++;
          if (nesting > maxListNesting && !reported) {
            reported = true;
            context.reportError(
              new GraphQLError(`Introspection nests more than ${maxListNesting} list fields.`, {
                nodes: [node],
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
            );
          }
        },
        leave(node) {
          if (isListField(node.name.value)) nesting--;
        },
      },
    };
  };
}
