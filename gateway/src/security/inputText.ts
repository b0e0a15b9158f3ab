import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { hasControlCharacters, INPUT_TEXT_MAX } from '@storefront/schema/validation';

/**
 * Input fields allowed more than INPUT_TEXT_MAX characters, with their own bound: the avatar's data
 * URL (512 KiB decoded is about 700 000 characters of base64; its resolver checks the image).
 */
const LONG_INPUTS: Readonly<Record<string, number>> = { dataUrl: 1_000_000 };

interface BadText {
  /** Where the value is, from the argument's name down (filled in on the way back up). */
  path: string[];
  message: string;
}

/** The first string in `value` that no client may send; null when all are fine. */
function badText(value: unknown, key: string): BadText | null {
  let found: BadText | null = null;
  if (typeof value === 'string') {
    const max = LONG_INPUTS[key] ?? INPUT_TEXT_MAX;
    // Line breaks and tabs may come from a text area; every other control character is refused.
    if (hasControlCharacters(value, true)) {
      found = { path: [], message: '输入内容含有不可见的控制字符，请删除后重试' };
    } else if (value.length > max && Array.from(value).length > max) {
      // UTF-16 length first: only a value that might be over is counted by code point.
      found = { path: [], message: `输入内容过长，最多${max}个字` };
    }
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !found; i++) {
      found = badText(value[i], key);
      found?.path.unshift(String(i));
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      found = badText(item, name);
      if (found) {
        found.path.unshift(name);
        break;
      }
    }
  }
  return found;
}

/**
 * Every field that takes arguments first checks the text in them, whichever domain it belongs to: a
 * NUL byte or an escape sequence is refused as BAD_USER_INPUT naming the field, and so is a value
 * longer than any field allows, before a resolver runs or anything goes upstream. Domains still
 * apply their fields' own rules (TEXT_LIMITS); this is the floor under all of them, so a new domain
 * cannot forget it. Fields without arguments are left as they are (no cost where nothing comes in).
 */
export function guardTextInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // Object (and interface) types by shape: graphql-tools may have built the schema with graphql's
    // other module format, whose classes `isObjectType` does not recognise.
    if (type.name.startsWith('__') || !('getInterfaces' in type)) continue;
    const fields = (type.getFields as () => Record<string, GraphQLField<unknown, unknown>>)();
    for (const field of Object.values(fields)) {
      if (field.args.length === 0) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const found = badText(args, '');
        if (found) {
          throw new GraphQLError(found.message, {
            extensions: { code: 'BAD_USER_INPUT', field: found.path },
          });
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
