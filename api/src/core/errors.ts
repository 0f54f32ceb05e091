import { GraphQLError } from 'graphql';

export function badUserInput(argument: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}
