// Every type, field, argument, input field and enum value the API offers must say what it is:
// partners read the schema (introspection, /graphql/schema.graphql), not our code.
import { isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType } from 'graphql';

/**
 * The schema coordinates (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`) with no description.
 * @param {import('graphql').GraphQLSchema} schema
 * @returns {string[]}
 */
export function missingDescriptions(schema) {
  const missing = [];
  const note = (thing, coordinate) => {
    if (!thing.description?.trim()) missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    note(type, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(field, `${type.name}.${field.name}`);
        for (const arg of field.args) note(arg, `${type.name}.${field.name}(${arg.name}:)`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note(field, `${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note(value, `${type.name}.${value.name}`);
    }
  }
  return missing;
}
