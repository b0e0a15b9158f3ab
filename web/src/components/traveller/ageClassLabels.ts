import type { AgeClass } from '../../__generated__/graphql.ts';

/** The label of a fare class by age (spec §4), wherever a traveller or passenger shows one. */
export const AGE_CLASS_LABELS: Readonly<Record<AgeClass, string>> = {
  ADULT: '成人',
  CHILD: '儿童',
  INFANT: '婴儿',
};
