// A breaking change (graphql-js findBreakingChanges against the last released SDL) is allowed only
// once the changelog's Unreleased section names it: partners learn of it before it ships.
import { BreakingChangeType, buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

// The schema coordinate each kind of breaking change is about, read from graphql-js's (stable)
// description of it, so a changelog entry can name it: `Query.models`, `Category.COMERCIAL`,
// `Query.models(first:)`, `@cost(weight:)`.
const COORDINATES = {
  // Also 'Standard scalar Int was removed because it is not referenced anymore': `$n: Int` then fails.
  [BreakingChangeType.TYPE_REMOVED]: [/^(?:Standard scalar )?(\w+) was removed/, (t) => t],
  [BreakingChangeType.TYPE_CHANGED_KIND]: [/^(\w+) changed from/, (t) => t],
  [BreakingChangeType.TYPE_REMOVED_FROM_UNION]: [/^\w+ was removed from union type (\w+)/, (union) => union],
  [BreakingChangeType.VALUE_REMOVED_FROM_ENUM]: [/^(\w+) was removed from enum type (\w+)/, (value, type) => `${type}.${value}`],
  [BreakingChangeType.REQUIRED_INPUT_FIELD_ADDED]: [/^A required field (\w+) on input type (\w+)/, (field, type) => `${type}.${field}`],
  [BreakingChangeType.IMPLEMENTED_INTERFACE_REMOVED]: [/^(\w+) no longer implements/, (t) => t],
  [BreakingChangeType.FIELD_REMOVED]: [/^(\w+)\.(\w+) was removed/, (t, f) => `${t}.${f}`],
  [BreakingChangeType.FIELD_CHANGED_KIND]: [/^(\w+)\.(\w+) changed type/, (t, f) => `${t}.${f}`],
  [BreakingChangeType.REQUIRED_ARG_ADDED]: [/^A required arg (\w+) on (\w+)\.(\w+)/, (a, t, f) => `${t}.${f}(${a}:)`],
  [BreakingChangeType.ARG_REMOVED]: [/^(\w+)\.(\w+) arg (\w+)/, (t, f, a) => `${t}.${f}(${a}:)`],
  [BreakingChangeType.ARG_CHANGED_KIND]: [/^(\w+)\.(\w+) arg (\w+)/, (t, f, a) => `${t}.${f}(${a}:)`],
  [BreakingChangeType.DIRECTIVE_REMOVED]: [/^(\w+) was removed/, (d) => `@${d}`],
  [BreakingChangeType.DIRECTIVE_ARG_REMOVED]: [/^(\w+) was removed from (\w+)/, (a, d) => `@${d}(${a}:)`],
  [BreakingChangeType.REQUIRED_DIRECTIVE_ARG_ADDED]: [/^A required arg (\w+) on directive (\w+)/, (a, d) => `@${d}(${a}:)`],
  [BreakingChangeType.DIRECTIVE_REPEATABLE_REMOVED]: [/from (\w+)\.$/, (d) => `@${d}`],
  [BreakingChangeType.DIRECTIVE_LOCATION_REMOVED]: [/^\w+ was removed from (\w+)/, (d) => `@${d}`],
};

/** @param {{ type: string, description: string }} change */
export function coordinateOf(change) {
  const [pattern, name] = COORDINATES[change.type] ?? [];
  const match = pattern?.exec(change.description);
  return match ? name(...match.slice(1)) : undefined;
}

/** The text of the changelog's `## Unreleased` (or `## [Unreleased]`) section, up to the next `## `. */
export function unreleasedSection(changelog) {
  const match = /^## \[?Unreleased\]?[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/im.exec(changelog);
  return match?.[1] ?? '';
}

/** True when `text` names `coordinate` exactly: `Query.models` is not `Query.modelsByIds`, `Query.models(first:)` nor `Category` `Category.FASHION`. */
export function names(text, coordinate) {
  const escaped = coordinate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.@])${escaped}(?![\\w(]|\\.\\w)`).test(text);
}

/**
 * Compares the released SDL with the current one.
 * @returns {{ unrecorded: Change[], recorded: Change[], dangerous: { type: string, description: string }[] }}
 * where a Change is `{ type, description, coordinate }` (coordinate undefined if it cannot be named).
 */
export function compareWithRelease(releasedSdl, currentSdl, changelog) {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const section = unreleasedSection(changelog);
  const unrecorded = [];
  const recorded = [];
  for (const change of findBreakingChanges(released, current)) {
    const coordinate = coordinateOf(change);
    const listed = coordinate ? names(section, coordinate) : section.includes(change.description);
    (listed ? recorded : unrecorded).push({ ...change, coordinate });
  }
  return { unrecorded, recorded, dangerous: findDangerousChanges(released, current) };
}
