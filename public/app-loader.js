// Decision 029: a server-rendered page paints from its HTML, then loads its scripts. The server
// writes this loader in place of the entry script and the route's module preloads, so they do
// not share the network with the stylesheet, the fonts and the first screen's main image. It
// starts the app once the page has painted its first content and that image (if the first
// screen has one: the img with fetchpriority="high") has loaded; at once in a hidden tab; and
// after 3 s whatever happened.
const loader = document.currentScript;
const entry = loader.dataset.entry;
const preloads = (loader.dataset.preload ?? '').split(' ').filter(Boolean);

let started = false;
function start() {
  if (started) return;
  started = true;
  void import(entry);
  // The route's chunks, one link per task: inserted together they made one long task
  // (33 ms on a desktop CPU, over 100 ms on a phone), which delays the page's answer to a tap.
  const next = () => {
    const href = preloads.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    setTimeout(next);
  };
  setTimeout(next);
}

const painted = new Promise((resolve) => {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return resolve();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
const mainImage = document.querySelector('#root img[fetchpriority="high"]');
const imageLoaded = new Promise((resolve) => {
  if (!mainImage || mainImage.complete) return resolve();
  mainImage.addEventListener('load', resolve, { once: true });
  mainImage.addEventListener('error', resolve, { once: true });
});
void Promise.all([painted, imageLoaded]).then(() => setTimeout(start));
setTimeout(start, 3_000);
