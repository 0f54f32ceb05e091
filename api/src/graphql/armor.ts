import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { introspectionBreadthRule } from './introspection-breadth-rule.js';

/**
 * Limits checked while parsing and validating, before any resolver (or upstream) runs. Measured on
 * our own documents (web/src/gql and api/test/operations.ts): at most depth 6, 3 aliases, 134
 * tokens, no directives; GraphiQL's introspection query is 183 tokens. Each limit leaves room for
 * partner apps. The cost limit (`maxCost`, in @cost points, docs/decisions/0013) is checked by the
 * cost plugin with the request's variables; a `models` page of 100 with the usual fields costs ~1 100.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxCost: 2500,
  maxAliases: 10,
  maxDirectives: 10,
  maxTokens: 1000,
  maxIntrospectionListNesting: 3,
} as const;

type Limit = 'depth' | 'aliases' | 'directives';

/**
 * graphql-armor words its refusals "Syntax Error: …", which they are not: each is reported again
 * as a validation error naming the limit (`extensions.limit`), with the prefix left out.
 */
function reportAs(limit: Limit) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
      }),
    );
  };
}

export function graphqlArmor(production: boolean): {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
} {
  const rejection = (limit: Limit) => ({ onReject: [reportAs(limit)], propagateOnRejection: false });
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...rejection('depth') },
    // Priced from the schema's @cost/@listSize with the variables (demand/cost/cost-plugin.ts):
    // armor's own estimate sees only inline values.
    costLimit: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...rejection('aliases') },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...rejection('directives') },
    // Counted by the HTTP handler before parsing (checkTokenCount): armor's version answers 500.
    maxTokens: { enabled: false },
    // "Did you mean …?" maps the schema for an attacker; developers keep it outside production.
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    plugins: plugins as ApolloServerPlugin[],
    validationRules: [
      ...validationRules,
      introspectionBreadthRule(GRAPHQL_LIMITS.maxIntrospectionListNesting),
    ],
  };
}
