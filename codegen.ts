import type { CodegenConfig } from '@graphql-codegen/cli';

// One config, two outputs: the gateway's resolver types (mapped onto the legacy data shapes, so a
// resolver returns what the upstream sent and field resolvers translate), and the web's operation
// types and Apollo hooks. `pnpm codegen:check` fails when the committed output is stale.
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Mobile: 'string',
};

const config: CodegenConfig = {
  overwrite: true,
  // web/ may briefly have no operations while a page is being written; an empty output is fine.
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        scalars,
        enumsAsTypes: true,
        mappers: {
          User: '../domains/user/api.ts#LegacyUserInfo',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      // typescript-operations 6 emits the input and enum types itself; adding `typescript` would
      // declare them twice.
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        withHooks: true,
        // `query PersonalPageQuery` gives usePersonalPageQuery, not usePersonalPageQueryQuery.
        dedupeOperationSuffix: true,
        withHOC: false,
        withComponent: false,
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
  },
};

export default config;
