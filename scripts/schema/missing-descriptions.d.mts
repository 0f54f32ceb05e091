// Types of missing-descriptions.mjs for the TypeScript tests that import it.
import type { GraphQLSchema } from 'graphql';
export function missingDescriptions(schema: GraphQLSchema): string[];
