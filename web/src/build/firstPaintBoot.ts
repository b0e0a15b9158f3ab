import { HOST_KINDS, kindFlags } from '@storefront/schema/host';
import { HOST_STORAGE_KEY, NOTICE_STORAGE_KEY, OPEN_APP_CLOSED_KEY } from '@storefront/schema/host/config';
import { FIRST_PAINT_ID } from '../app/firstPaint.ts';

/** The stored host's kind is one that draws its own chrome (kinds are plain words: no quoting needed). */
const HIDING_KIND_TEST = HOST_KINDS.filter((kind) => kindFlags(kind).hideChrome)
  .map((kind) => `kind==='${kind}'`)
  .join('||');

const id = JSON.stringify(FIRST_PAINT_ID);

/**
 * The inline script of `/`'s first paint, built with the still (build/firstPaint.tsx). It is the same
 * for every visit (the gateway allows it by its hash, gateway/src/http/contentSecurity.ts): what
 * changes, the live notice advert, it reads from the still's data attributes.
 *
 * - First, before anything paints: no open-app bar where this session closed it, or where the host
 *   decided on landing hides it (the app's own webviews, mini-programs).
 * - Then it starts the app once the still has painted (its first contentful paint, and the banner's
 *   picture loaded or failed); at the latest after 3 s, for a browser that reports no paint. Only
 *   then are the app's scripts fetched: the entry, and all its modules at once, so they neither hold
 *   the first paint back nor compete with it for the network. Measured on Lighthouse's simulated slow
 *   4G: LCP 2.5 s with the scripts preloaded in the head, 1.1 s fetched after the paint (3.6 s
 *   without the still). Each preload is added in a task of its own: added together, the 20-odd
 *   links held the main thread for about 15 ms of this VM's time (60 ms of Lighthouse's phone).
 * - With the scripts, at low priority, the notice advert's picture when this device has not seen
 *   the advert yet (the app shows each once: features/home/noticeMemory.ts; on a first visit it
 *   pops up over the home and its picture is then the screen's largest).
 */
export function firstPaintBootScript(entry: string, preloads: readonly string[]): string {
  return `(function(){var still=document.getElementById(${id});if(!still)return;
try{var ss=window.sessionStorage,kind=(JSON.parse(ss.getItem(${JSON.stringify(HOST_STORAGE_KEY)})||'{}')||{}).kind;
if(ss.getItem(${JSON.stringify(OPEN_APP_CLOSED_KEY)})==='1'||${HIDING_KIND_TEST}){var band=still.querySelector('.sf-open-app');band&&band.remove();}}catch(e){}
var started=false,painted=false;
function notice(){var nid=still.getAttribute('data-notice-id'),src=still.getAttribute('data-notice-image');if(!nid||!src)return;
try{var seen=JSON.parse(window.localStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)})||'[]');if(Array.isArray(seen)&&seen.indexOf(nid)>=0)return;}catch(e){}
var n=document.createElement('link');n.rel='preload';n.as='image';n.fetchPriority='low';n.href=src;document.head.appendChild(n);}
function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);
notice();${JSON.stringify(preloads)}.forEach(function(href){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l);},0);});}
var img=still.querySelector('img');
function ready(){if(painted&&(!img||img.complete))requestAnimationFrame(function(){setTimeout(start,0);});}
try{new PerformanceObserver(function(list){if(list.getEntries().some(function(e){return e.name==='first-contentful-paint';})){painted=true;ready();}}).observe({type:'paint',buffered:true});}catch(e){painted=true;ready();}
if(img){img.addEventListener('load',ready);img.addEventListener('error',function(){img=null;ready();});}
setTimeout(start,3000);})();`;
}
