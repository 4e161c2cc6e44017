// Decision 029: a server-rendered page paints from its HTML, then loads its scripts. The server
// writes this loader in place of the entry script and the route's module preloads, so they do
// not share the network with the stylesheet, the fonts and the first screen's main image. It
// starts the app once the page has painted its first content and that image (if the first
// screen has one: the img with fetchpriority="high") has loaded; at once in a hidden tab; and
// after 3 s whatever happened.
const loader = document.currentScript;
const entry = loader.dataset.entry;
const preloads = (loader.dataset.preload ?? '').split(' ').filter(Boolean);

/**
 * Decision 083: the server wrote the markup's repeated style attributes once each, as rules, and
 * marked their elements `data-s`. Written back as the style attributes React rendered before it
 * adopts the markup, so it hydrates and updates the DOM it made.
 */
function restoreStyleAttributes() {
  const rules = document.querySelector('style[data-ssr-styles]');
  if (!rules) return;
  const declarations = new Map();
  for (const [, key, value] of rules.textContent.matchAll(/\[data-s="([^"]+)"\]\{([^}]*)\}/g)) declarations.set(key, value);
  for (const element of document.querySelectorAll('#root [data-s]')) {
    const value = declarations.get(element.getAttribute('data-s'));
    if (value !== undefined) element.setAttribute('style', value);
    element.removeAttribute('data-s');
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  restoreStyleAttributes();
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
