import {
  ShellSessionQueryDocument,
  ShellTabBarQueryDocument,
  ShellUnpaidOrdersQueryDocument,
} from '../../__generated__/graphql.ts';

/**
 * The queries the shell's lazily loaded parts (SessionCheck, the tab bar) ask for when they first
 * render: main.tsx prepares them before the first render (`prepareQueries`). Here rather than beside
 * those parts, so the entry can name them without loading the parts. A test renders both parts and
 * checks this list against what they ask for.
 */
export const SHELL_QUERIES = [
  ShellSessionQueryDocument,
  ShellTabBarQueryDocument,
  ShellUnpaidOrdersQueryDocument,
];
