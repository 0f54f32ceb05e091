import {
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequestContextDidResolveOperation,
} from '@apollo/server';
import { getVariableValues, GraphQLError, Kind, type FragmentDefinitionNode } from 'graphql';
import { rateLimitHeaders } from '../rate-limit-headers.js';
import type { Caller } from '../caller.js';
import { costRateLimitedMessage } from '../rate-limits.js';
import { actualCost } from './actual-cost.js';
import { estimateCost, type CostInput } from './estimate-cost.js';

/** The part of the request's context (core/context.ts) this plugin reads. */
type CallerContext = { caller?: Caller };

export type CostReport = { requested: number; actual: number; limit: number };

/**
 * Demand control (docs/decisions/0013): each operation's cost is computed from the SDL's @cost and
 * @listSize and the values it will run with, before any resolver runs; over `maxCost` it is
 * refused, else charged to the caller's budget of points per window (its address's, or its
 * partner key's; not the site's own server rendering, which has no caller). What the answer really
 * held is given back, and every answer reports both figures in `extensions.cost`. `spent` hears
 * the points each answer finally cost its caller (partner metrics).
 */
export function costPlugin(
  maxCost: number,
  spent: (caller: Caller, points: number) => void = () => undefined,
): ApolloServerPlugin<CallerContext> {
  return {
    requestDidStart() {
      let input: CostInput | undefined;
      let requested = 0;
      let charged = 0;
      return Promise.resolve({
        async didResolveOperation(context) {
          input = costInput(context);
          // Variables that do not coerce are reported by execution itself; nothing runs then.
          if (!input) return;
          requested = estimateCost(input);
          if (requested > maxCost) {
            throw new GraphQLError(
              `The operation costs ${requested}, over the limit of ${maxCost}; ask for fewer items or fields (see @cost and @listSize in the schema).`,
              {
                extensions: {
                  code: 'COST_LIMIT_EXCEEDED',
                  cost: requested,
                  limit: maxCost,
                  http: { status: 400 },
                },
              },
            );
          }
          const caller = context.contextValue.caller;
          if (caller === undefined) return;
          const decision = await caller.limit.consume(caller.key, requested);
          caller.charges.note(caller.key, decision);
          const headers = new HeaderMap(rateLimitHeaders(caller.limit, decision));
          if (!decision.ok) {
            headers.set('retry-after', String(decision.retryAfterSeconds));
            throw new GraphQLError(costRateLimitedMessage(caller, decision.retryAfterSeconds), {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfterSeconds: decision.retryAfterSeconds,
                http: { status: 429, headers },
              },
            });
          }
          charged = requested;
          for (const [name, value] of headers) context.response.http.headers.set(name, value);
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const report: CostReport = {
            requested,
            actual: input ? actualCost(input, result.data) : 0,
            limit: maxCost,
          };
          result.extensions = { ...result.extensions, cost: report };
          const caller = contextValue.caller;
          if (caller === undefined) return;
          if (charged) spent(caller, Math.min(charged, report.actual));
          if (charged && report.actual >= charged) return;
          // Refused before it was charged (invalid, too costly): the budget as it stands.
          const { limit, charges, key } = caller;
          const state = charged ? await limit.refund(key, charged - report.actual) : await limit.peek(key);
          if (state) charges.note(key, state);
          if (state)
            for (const [name, value] of rateLimitHeaders(limit, state))
              response.http.headers.set(name, value);
        },
      });
    },
  };
}

function costInput(context: GraphQLRequestContextDidResolveOperation<CallerContext>): CostInput | undefined {
  const { schema, document, operation, request } = context;
  if (!operation) return undefined;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  if (coerced.errors) return undefined;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return { schema, rootType, selectionSet: operation.selectionSet, fragments, variables: coerced.coerced };
}
