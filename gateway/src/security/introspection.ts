import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { isInternalTool } from './persistedOperations.ts';

/** Whether a document asks for the schema (`__schema` or `__type`; `__typename` is no introspection). */
function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Introspection where it is off for everyone (production): still open to internal tools presenting
 * their credential (`x-internal-token`), since the GraphQL sandbox they are served (http/sandbox.ts)
 * builds its docs, explorer and completion from it. Everyone else is refused before execution.
 *
 * This is a plugin and not a validation rule because Apollo caches a validated document and does not
 * validate it again: a rule that looked at the request would let a second caller through on the
 * first one's credential. The check runs for every request after the cache; its answer is kept per
 * parsed document, which that cache hands out again for the same text.
 */
export function introspectionGate(options: {
  /** Introspection open to every caller (development). */
  open: boolean;
  internalToken: string | null;
}): ApolloServerPlugin {
  if (options.open) return {};
  const answers = new WeakMap<DocumentNode, boolean>();
  return {
    async requestDidStart({ request }) {
      return {
        async didResolveOperation({ document }) {
          let asks = answers.get(document);
          if (asks === undefined) {
            asks = introspects(document);
            answers.set(document, asks);
          }
          if (!asks) return;
          if (isInternalTool(request.http?.headers.get('x-internal-token'), options.internalToken)) return;
          throw new GraphQLError('GraphQL 内省（introspection）在此环境未开放', {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}
