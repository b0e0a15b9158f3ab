/** `/air/air-citytab`: the spec's second spelling of the flight city picker; the same page. */
export { default } from './airCitytab.tsx';
