/**
 * A one-element script on a page that also holds the other element, which then stays blank: the
 * developer is told, once a page, which script defines it. Checked when the page has loaded (every
 * script, deferred or async, has run by then) and at each connect of this script's element after
 * that; not watched for in between. Hooked onto the element here, before it is defined, so that
 * only the one-element scripts carry it. Script names are the tags' (dist/<tag>.iife.js).
 */
export function warnOfOther(own: string, element: { prototype: { connectedCallback(): void } }, other: string): void {
  let told = false;
  const check = () => {
    if (told || document.readyState !== 'complete' || customElements.get(other) || !document.querySelector(other)) return;
    told = true;
    console.warn(`<${other}> stays blank: ${own}.iife.js defines only <${own}>. Load ${other}.iife.js too, or market-checkout.iife.js for both.`);
  };
  const connected = element.prototype.connectedCallback;
  element.prototype.connectedCallback = function (this: unknown) {
    connected.call(this);
    check();
  };
  addEventListener('load', check);
  check();
}
