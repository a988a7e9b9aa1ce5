/**
 * What a hostile server must never achieve in an element's shadow DOM, checked as the browser
 * sees it: an element our templates do not create (server text parsed as markup), an event
 * handler attribute, or a link whose scheme, as the browser parses it, is not a payment scheme.
 * Problems come back as text, so a failing assertion never has to print a DOM node.
 */
import { shadow } from './buyer.js';

/** Every tag the two elements' templates write. */
const OUR_TAGS = new Set([
  'a', 'br', 'button', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'form', 'h2', 'input', 'label', 'legend',
  'option', 'p', 'path', 'rect', 'section', 'select', 'slot', 'span', 'summary', 'svg', 'wbr',
]);

/** Protocols (as `URL.protocol` spells them) that run script, open a page or a file, or a browser view. */
const NOT_PAYMENT = new Set([
  'javascript:', 'data:', 'vbscript:', 'http:', 'https:', 'file:', 'blob:', 'about:', 'filesystem:', 'ftp:', ':',
]);

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'poster', 'data'];

export function shadowProblems(el: Element): string[] {
  const problems: string[] = [];
  for (const node of shadow(el).querySelectorAll('*')) {
    const tag = node.localName;
    if (!OUR_TAGS.has(tag)) problems.push(`a <${tag}> our templates never create`);
    for (const { name } of node.attributes) {
      if (/^on/i.test(name)) problems.push(`<${tag}> has an event handler attribute ${name}`);
      if (URL_ATTRIBUTES.includes(name) && tag !== 'a') problems.push(`<${tag}> has a ${name} attribute`);
    }
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href') && NOT_PAYMENT.has(node.protocol)) {
      problems.push(`a link with the non-payment scheme ${node.protocol}`);
    }
  }
  return problems;
}
