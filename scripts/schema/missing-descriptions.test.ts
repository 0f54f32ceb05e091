import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { missingDescriptions } from './missing-descriptions.mjs';

describe('missingDescriptions', () => {
  it('names the coordinate of each type, field, argument, input field and enum value without a description', () => {
    const schema = buildSchema(`
      """Root."""
      type Query {
        """Described."""
        models(
          """Described."""
          first: Int
          after: String
        ): [Model!]!
        undescribed: Int
      }
      type Model {
        """Described."""
        id: ID!
      }
      """Boards."""
      enum Category {
        """Described."""
        FASHION
        COMERCIAL
      }
      """Input."""
      input ContactInput {
        """Described."""
        name: String!
        email: String!
      }
      """Root of writes."""
      type Mutation {
        """Described."""
        submit(
          """Described."""
          input: ContactInput!
          """Described."""
          category: Category
        ): Boolean
      }
    `);
    expect(missingDescriptions(schema)).toEqual([
      'Query.models(after:)',
      'Query.undescribed',
      'Model',
      'Category.COMERCIAL',
      'ContactInput.email',
    ]);
  });

  it('finds nothing to add in a fully described schema, built-in scalars and introspection types included', () => {
    const schema = buildSchema('"""Root."""\ntype Query {\n  """A number."""\n  n(\n    """A string."""\n    s: String\n  ): Int\n}');
    expect(missingDescriptions(schema)).toEqual([]);
  });
});
