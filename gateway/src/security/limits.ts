import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { QueryLimits } from '../config.ts';

/** Which limit refused a query: travels in the error's `extensions.limit`. */
export type LimitName = 'depth' | 'aliases' | 'directives' | 'cost';

const LABELS: Record<LimitName, string> = {
  depth: '嵌套层级',
  aliases: '别名数量',
  directives: '指令数量',
  cost: '查询复杂度',
};

/**
 * Validation rules (graphql-armor) that refuse an over-deep, over-aliased, over-directed or
 * over-costly query while it is validated, so before any resolver runs and before any upstream
 * call. The token limit is graphql-js's own parse option (see server.ts): a document over it is
 * never even parsed whole. Outside production the message names the limit and the figure found.
 */
export function queryLimitRules(limits: QueryLimits, production: boolean): ValidationRule[] {
  const reject = (limit: LimitName) => (context: ValidationContext | null, error: GraphQLError) => {
    const found = production ? '' : `（${error.message.replace(/^Syntax Error:\s*/, '')}）`;
    context?.reportError(
      new GraphQLError(`查询的${LABELS[limit]}超出限制，请精简查询后重试${found}`, {
        extensions: { limit },
      }),
    );
  };
  // The library throws out of graphql-js's validate() unless told to report instead.
  const common = { exposeLimits: !production, propagateOnRejection: false } as const;
  return [
    maxDepthRule({
      ...common,
      n: limits.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      onReject: [reject('depth')],
    }),
    maxAliasesRule({ ...common, n: limits.maxAliases, onReject: [reject('aliases')] }),
    maxDirectivesRule({ ...common, n: limits.maxDirectives, onReject: [reject('directives')] }),
    costLimitRule({
      ...common,
      maxCost: limits.maxCost,
      ignoreIntrospection: true,
      onReject: [reject('cost')],
    }),
  ] as ValidationRule[];
}
