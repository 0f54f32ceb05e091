import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationRule } from 'graphql';
import { introspectionBreadthRule } from './introspection-breadth-rule.js';

/**
 * Limits checked while parsing and validating, before any resolver (or upstream) runs. Measured on
 * our own documents (web/src/gql and api/test/operations.ts): at most depth 6, cost 236, 3 aliases,
 * 134 tokens, no directives; GraphiQL's introspection query is 183 tokens. Each limit leaves room
 * for partner apps without letting one request cost more than a few pages' worth.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxCost: 1000,
  maxAliases: 10,
  maxDirectives: 10,
  maxTokens: 1000,
  maxIntrospectionListNesting: 3,
} as const;

export function graphqlArmor(production: boolean): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Counted by the HTTP handler before parsing (checkTokenCount): armor's version answers 500.
    maxTokens: { enabled: false },
    // "Did you mean …?" maps the schema for an attacker; developers keep it outside production.
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    plugins: plugins as ApolloServerPlugin[],
    validationRules: [...validationRules, introspectionBreadthRule(GRAPHQL_LIMITS.maxIntrospectionListNesting)],
  };
}
