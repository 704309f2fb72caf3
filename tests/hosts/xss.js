// The script of xss.html (xss.spec.ts): a host page that shows several of the portal's elements at
// once, each in a section of its own, as its address's hash lists them: a JSON array of
// [tag, { attribute: value }]. Made with createElement and setAttribute only (the strict-CSP origin
// serves it with Trusted Types: no markup is ever parsed here), each with the portal's api-base, before
// embed.js logs in and hands the session over; every fsp-navigate is prevented, so nothing moves.
const loader = document.querySelector('script[src$="elements/loader.js"]');
const apiBase = new URL('/rs', loader ? loader.src : location.href).href;
const outlet = document.getElementById('outlet');
const views = location.hash.length > 1 ? JSON.parse(decodeURIComponent(location.hash.slice(1))) : [];

for (const [tag, attributes] of views) {
  if (!/^fsp-[a-z-]+$/.test(tag)) continue;
  const section = document.createElement('section');
  section.setAttribute('aria-label', tag);
  const element = document.createElement(tag);
  element.setAttribute('lang', 'sv');
  element.setAttribute('api-base', apiBase);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  section.append(element);
  outlet.append(section);
}

document.addEventListener('fsp-navigate', (event) => event.preventDefault());
