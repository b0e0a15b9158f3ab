// The city switcher searches by pinyin initials ("bj" finds 北京); the seed fills the column, and
// a city added at run time without initials is still found by name and full pinyin.
export const sql = /* sql */ `
alter table cities add column pinyin_initials text not null default '';
`;
