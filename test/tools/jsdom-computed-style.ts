const MEMOIZED = Symbol('memoized computed style');

/**
 * Makes jsdom's `getComputedStyle` answer an element's style again from memory while the document
 * has not changed since it was worked out. jsdom matches every rule of its default stylesheet and
 * the page's against the element at each call (about 2 ms an element), and Testing Library's role
 * queries and accessible names ask for each element and its ancestors at every query, again inside
 * every `waitFor`. Any change to the document (a node added, moved or removed, an attribute such as
 * `class`, `style` or `hidden`, a stylesheet's text) forgets every answer: the pending mutation
 * records are taken at each call, so a change made just before a query is seen though the
 * observer's callback has not run yet. Not kept: pseudo-element styles, and elements outside the
 * document (their changes are not observed). What no mutation shows (the focus, the hover) does not
 * change a style in these tests: jsdom draws nothing, and its stylesheets hide nothing by them.
 *
 * Set up once per window: a shared jsdom runs the setup file again for each test file.
 */
export function memoizeComputedStyle(window: Window & typeof globalThis): void {
  if (MEMOIZED in window.getComputedStyle) return;
  const computeStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new window.MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  const getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    // A node outside the document changes unobserved.
    if (pseudoElement || !element.isConnected) return computeStyle(element, pseudoElement);
    if (changes.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (style === undefined) {
      style = computeStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  window.getComputedStyle = Object.assign(getComputedStyle, { [MEMOIZED]: true });
}
