import { linkFamily } from '@storefront/schema/links';
import { Kind, type FragmentDefinitionNode } from 'graphql';
import { LinkBox_LinkFragmentDoc, type LinkBox_LinkFragment } from '../../__generated__/graphql.ts';

/** A family's fields beyond `type`, as the app's link fragment selects them. */
function familyFields(family: string): string[] {
  const fragment = LinkBox_LinkFragmentDoc.definitions[0] as FragmentDefinitionNode;
  return fragment.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition?.name.value === family
      ? selection.selectionSet.selections.flatMap((field) => (field.kind === Kind.FIELD ? [field.name.value] : []))
      : [],
  );
}

/** Tests only: a banner link as the gateway sends it: its family's fields, null but those given. */
export function bannerLink(fields: Record<string, unknown> & { type: number }): LinkBox_LinkFragment {
  const family = linkFamily(fields.type);
  return {
    __typename: family,
    ...Object.fromEntries(familyFields(family).map((k) => [k, null])),
    ...fields,
  } as LinkBox_LinkFragment;
}
