// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  User: './api.ts#LegacyUserInfo',
};
