import { describe, expect, it } from 'vitest';
import { compareWithRelease, names, unreleasedSection } from './unrecorded-breaking-changes.mjs';

const RELEASED = `
  type Query { models(first: Int, letter: String): [String!]!, model(id: ID!): String }
  enum Category { FASHION COMERCIAL }
  type Model { id: ID!, category: Category }
  input ContactInput { name: String! }
`;
const changelog = (unreleased: string) => `# Changelog\n\n## [Unreleased]\n\n${unreleased}\n\n## [1] - 2026-11-24\n\n- \`Query.models\`\n`;

describe('compareWithRelease', () => {
  it('reports a removed field the Unreleased section does not list, with its coordinate', () => {
    const current = RELEASED.replace(', model(id: ID!): String', '');
    const { unrecorded, recorded } = compareWithRelease(RELEASED, current, changelog('### Added\n- nothing'));
    expect(unrecorded).toEqual([{ type: 'FIELD_REMOVED', description: 'Query.model was removed.', coordinate: 'Query.model' }]);
    expect(recorded).toEqual([]);
  });

  it('passes a breaking change once the Unreleased section names its coordinate', () => {
    const current = RELEASED.replace('FASHION COMERCIAL', 'FASHION COMMERCIAL');
    const listed = compareWithRelease(RELEASED, current, changelog('### Removed\n- `Category.COMERCIAL`: use COMMERCIAL.'));
    expect(listed.unrecorded).toEqual([]);
    expect(listed.recorded.map((c) => c.coordinate)).toEqual(['Category.COMERCIAL']);
    // Adding an enum value is not breaking, but a client switching on it may be surprised.
    expect(listed.dangerous.map((c) => c.type)).toEqual(['VALUE_ADDED_TO_ENUM']);
  });

  it('does not count an entry of an earlier release: `Query.models` is listed only under [1]', () => {
    const current = RELEASED.replace('models(first: Int, letter: String): [String!]!, ', '');
    const { unrecorded } = compareWithRelease(RELEASED, current, changelog(''));
    // Int goes with its last use: a variable typed Int would then fail, so graphql-js counts it.
    expect(unrecorded.map((c) => c.coordinate)).toEqual(['Int', 'Query.models']);
  });

  it('names arguments, required input fields and changed types by their own coordinates', () => {
    const current = RELEASED.replace('models(first: Int, letter: String)', 'models(first: Int!)')
      .replace('input ContactInput { name: String! }', 'input ContactInput { name: String!, email: String! }')
      .replace('type Model { id: ID!', 'type Model { id: Int!');
    const { unrecorded } = compareWithRelease(RELEASED, current, changelog(''));
    expect(unrecorded.map((c) => c.coordinate).sort()).toEqual(['ContactInput.email', 'Model.id', 'Query.models(first:)', 'Query.models(letter:)']);
  });

  it('passes additions: an optional field and a new type; an optional argument is only a warning', () => {
    const added = RELEASED.replace('model(id: ID!): String', 'model(id: ID!): String, search(text: String): [String!]!') + '\ntype Extra { id: ID! }';
    expect(compareWithRelease(RELEASED, added, changelog(''))).toEqual({ unrecorded: [], recorded: [], dangerous: [] });
    const withArgument = RELEASED.replace('model(id: ID!)', 'model(id: ID!, locale: String)');
    expect(compareWithRelease(RELEASED, withArgument, changelog(''))).toEqual({
      unrecorded: [],
      recorded: [],
      dangerous: [{ type: 'OPTIONAL_ARG_ADDED', description: 'An optional arg locale on Query.model was added.' }],
    });
  });
});

describe('the changelog reading', () => {
  it('takes the Unreleased section up to the next release heading, with or without brackets', () => {
    expect(unreleasedSection('# C\n\n## [Unreleased]\n- `A.b`\n\n## [1] - 2026-11-24\n- `C.d`\n')).toBe('- `A.b`\n\n');
    expect(unreleasedSection('## Unreleased\n- `A.b`\n')).toBe('- `A.b`\n');
    expect(unreleasedSection('## [1] - 2026-11-24\n- `C.d`\n')).toBe('');
  });

  it('matches a coordinate exactly, not a longer one that starts with it', () => {
    expect(names('- `Query.models`: gone.', 'Query.models')).toBe(true);
    expect(names('Removed Query.models.', 'Query.models')).toBe(true);
    expect(names('- `Query.modelsByIds`', 'Query.models')).toBe(false);
    expect(names('- `Query.models(first:)`', 'Query.models')).toBe(false);
    expect(names('- `Category.COMERCIAL`', 'Category')).toBe(false);
    expect(names('- `Query.models(first:)` is required', 'Query.models(first:)')).toBe(true);
  });
});
