import { GraphQLError } from 'graphql';

export function badUserInput(argument: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

export function notImplemented(field: string): GraphQLError {
  return new GraphQLError(`${field} is not available yet.`, { extensions: { code: 'NOT_IMPLEMENTED' } });
}
