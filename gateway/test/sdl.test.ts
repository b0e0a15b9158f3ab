// DESIGN.md §2: internal tools read this graph, so every type, field, argument and enum value says what it is.
import { buildASTSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/schema.ts';

describe('schema/*.graphql', () => {
  it('documents every type, field, argument and enum value', () => {
    const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
        continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
