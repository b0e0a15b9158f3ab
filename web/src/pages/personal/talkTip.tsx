/** /personal/talkTip (spec §2.2): the same "open in the browser" tip as /talkTip. */
export { default } from '../talkTip.tsx';
