import { InMemoryCache } from '@apollo/client';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../__generated__/graphql.ts';
import { searchInputOf, searchMock, testHotel } from '../features/hotel/search/testData.ts';
import { possibleTypes, typePolicies } from './apollo.ts';

function loadSchema(): GraphQLSchema {
  let root = process.cwd();
  while (!existsSync(join(root, 'schema', 'base.graphql')) && dirname(root) !== root) root = dirname(root);
  const dir = join(root, 'schema') + '/';
  return buildSchema(
    readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(dir + f, 'utf8'))
      .join('\n'),
  );
}

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === 'Document',
);

/** Where the cache keeps an object without an id: under its parent's field, replaced on every write. */
interface Slot {
  type: GraphQLObjectType;
  list: boolean;
  /** Each operation's selection there, as a sorted outline. */
  selections: Map<string, string[]>;
}

/**
 * Walks every query operation of the app and records, for each field whose object has no id of its
 * own (so the cache stores it inside its parent) while the parent is stored by itself (the root or
 * an object with an id), what each operation selects there.
 */
function idlessSlots(schema: GraphQLSchema): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  const policies = typePolicies as Record<string, { keyFields?: unknown }>;
  const hasId = (type: GraphQLObjectType) =>
    Array.isArray(policies[type.name]?.keyFields) ||
    (policies[type.name]?.keyFields !== false && 'id' in type.getFields());

  for (const [name, document] of documents) {
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
        .map((d) => [d.name.value, d]),
    );
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    if (operation?.kind !== 'OperationDefinition' || operation.operation !== 'query') continue;

    // The fields of a selection set with its fragments flattened, by response key.
    const fieldsOf = (
      set: SelectionSetNode,
      out = new Map<string, { name: string; args: string; set?: SelectionSetNode[] }>(),
    ) => {
      for (const s of set.selections) {
        if (s.kind === 'Field') {
          const key = s.alias?.value ?? s.name.value;
          const entry = out.get(key) ?? {
            name: s.name.value,
            args: (s.arguments ?? []).map((a) => print(a)).join(','),
            set: [],
          };
          if (s.selectionSet) entry.set!.push(s.selectionSet);
          out.set(key, entry);
        } else if (s.kind === 'InlineFragment') fieldsOf(s.selectionSet, out);
        else fieldsOf(fragments.get(s.name.value)!.selectionSet, out);
      }
      return out;
    };
    // The fields of several selection sets of one object (a field asked for twice merges its sets).
    const mergedFields = (sets: SelectionSetNode[]) => {
      const merged = new Map<string, { name: string; args: string; set: SelectionSetNode[] }>();
      for (const set of sets)
        for (const [k, v] of fieldsOf(set))
          merged.set(k, { ...v, set: [...(merged.get(k)?.set ?? []), ...(v.set ?? [])] });
      return merged;
    };
    const outline = (type: GraphQLObjectType, sets: SelectionSetNode[]): string[] => {
      return [...mergedFields(sets).values()]
        .map((f) => {
          const fieldType = getNamedType(type.getFields()[f.name]?.type);
          // An object with an id is stored apart: here it is only a reference.
          const inner =
            !f.set.length || !isObjectType(fieldType)
              ? ''
              : hasId(fieldType)
                ? '{ref}'
                : `{${outline(fieldType, f.set).join(' ')}}`;
          return `${f.name}${inner}`;
        })
        .sort();
    };
    const walk = (type: GraphQLObjectType, sets: SelectionSetNode[], stored: boolean) => {
      for (const f of mergedFields(sets).values()) {
        const field = type.getFields()[f.name];
        if (!field || f.set.length === 0) continue;
        const named = getNamedType(field.type);
        if (!isObjectType(named)) continue; // interfaces: their implementations carry ids
        const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
        if (stored && !hasId(named)) {
          const key = `${type.name}.${f.name}(${f.args})`;
          const slot = slots.get(key) ?? { type: named, list: isListType(unwrapped), selections: new Map() };
          slot.selections.set(name, outline(named, f.set));
          slots.set(key, slot);
        }
        walk(named, f.set, hasId(named));
      }
    };
    walk(schema.getQueryType()!, [operation.selectionSet], true);
  }
  return slots;
}

/**
 * Values, replaced whole on purpose: merging two answers could pair a price's old `fen` with its new
 * `text`, or a document's old number with its new mask; a query whose copy was replaced reads again.
 */
const VALUES = new Set(['Money', 'TravellerDocument']);

describe('typePolicies', () => {
  // Two queries that select different fields of the same id-less object would each overwrite the
  // other's copy: the first then finds its data incomplete and asks the server again (the home's
  // query and the tab bar's did so on every first load, over `shellConfig`).
  it('merges every id-less object that two queries select differently', () => {
    const schema = loadSchema();
    const offenders: string[] = [];
    for (const [key, slot] of idlessSlots(schema)) {
      const distinct = new Set([...slot.selections.values()].map((s) => s.join(' ')));
      if (distinct.size < 2 || VALUES.has(slot.type.name)) continue;
      const policy = (typePolicies as Record<string, { merge?: boolean }>)[slot.type.name];
      if (slot.list || policy?.merge !== true)
        offenders.push(`${key}: ${[...slot.selections.keys()].join(', ')}`);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the tab bar and the home complete whichever answers first', () => {
    const shell = { shellConfig: { __typename: 'ShellConfig', tabs: [] } };
    const home = {
      me: null,
      shellConfig: { __typename: 'ShellConfig', showReport: true },
      home: null,
      weather: null,
    };
    const tabQuery = { query: generated.ShellTabBarQueryDocument };
    const homeQuery = { query: generated.HomePageQueryDocument, variables: { adcode: '110000' } };
    for (const order of [
      [tabQuery, homeQuery],
      [homeQuery, tabQuery],
    ]) {
      const cache = new InMemoryCache({ typePolicies, possibleTypes });
      for (const q of order) cache.writeQuery({ ...q, data: q === tabQuery ? shell : home });
      expect(cache.diff({ ...tabQuery, optimistic: false }).complete).toBe(true);
      expect(cache.diff({ ...homeQuery, optimistic: false }).complete).toBe(true);
    }
  });

  it("keeps each hotel search's own prices: a list for other dates does not reprice the first", () => {
    const cache = new InMemoryCache({ typePolicies, possibleTypes });
    const stay = (checkIn: string, checkOut: string) => ({
      input: searchInputOf({ city: '310000', checkIn, checkOut }),
    });
    const first = stay('2026-12-01', '2026-12-02');
    const second = stay('2026-12-24', '2026-12-25');
    for (const [variables, yuan] of [
      [first, 300],
      [second, 900],
    ] as const) {
      const mock = searchMock(variables.input, [testHotel(1, { yuan })]);
      const { data } = mock.result as { data: generated.HotelListPageQuery };
      cache.writeQuery({ query: generated.HotelListPageQueryDocument, variables, data });
    }
    const read = (variables: typeof first) =>
      cache.readQuery<generated.HotelListPageQuery>({
        query: generated.HotelListPageQueryDocument,
        variables,
      })?.hotelSearch.items[0]?.lowestPrice?.fen;
    expect(read(first)).toBe(30000);
    expect(read(second)).toBe(90000);
  });
});
