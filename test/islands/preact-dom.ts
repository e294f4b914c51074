// Just enough of a DOM for Preact's render(), whose HTML a test compares as written: attributes
// in the order Preact sets them, and no browser rewriting of what it is given. The island pages
// run on Preact (decision 095), and Preact, unlike React, writes any href it is given.

class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  readonly ownerDocument = fakeDocument;
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  #data = '';
  constructor(
    readonly nodeType: number,
    readonly localName: string | undefined,
    data: unknown = '',
  ) {
    this.data = data;
  }
  // A text node's words: a number rendered as text is written as it is, as a browser coerces it.
  get data(): string {
    return this.#data;
  }
  set data(value: unknown) {
    this.#data = String(value);
  }
  attributes = new Map<string, string>();
  // A property, as in a browser: preact/compat passes both className and class.
  get className() {
    return this.attributes.get('class') ?? '';
  }
  set className(value: string) {
    this.attributes.set('class', value);
  }
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  insertBefore(node: FakeNode, before: FakeNode | null) {
    node.parentNode?.removeChild(node);
    const at = before ? this.childNodes.indexOf(before) : -1;
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, node);
    node.parentNode = this;
    return node;
  }
  appendChild(node: FakeNode) {
    return this.insertBefore(node, null);
  }
  removeChild(node: FakeNode) {
    this.childNodes = this.childNodes.filter((child) => child !== node);
    node.parentNode = null;
    return node;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  listeners = new Map<string, (this: FakeNode, event: object) => unknown>();
  addEventListener(type: string, listener: (this: FakeNode, event: object) => unknown) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
}

const fakeDocument = {
  createElementNS: (_namespace: string, name: string) => new FakeNode(1, name),
  createElement: (name: string) => new FakeNode(1, name),
  createTextNode: (text: unknown) => new FakeNode(3, undefined, text),
};

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function html(node: FakeNode): string {
  if (node.nodeType === 3) return escape(node.data);
  const attributes = [...node.attributes].map(([name, value]) => ` ${name}="${escape(value)}"`);
  return `<${node.localName}${attributes.join('')}>${node.childNodes.map(html).join('')}</${node.localName}>`;
}

/** An empty element to render into, and the HTML Preact has put in it so far. */
export function preactRoot(): { root: unknown; html: () => string } {
  const root = new FakeNode(1, 'div');
  return { root, html: () => root.childNodes.map(html).join('') };
}

/** The elements under `root` (rendered by preactRoot) that pass `test`, in document order. */
export function findAll(root: unknown, test: (element: FakeElement) => boolean): FakeElement[] {
  const found: FakeElement[] = [];
  const walk = (node: FakeNode) => {
    if (node.nodeType === 1 && test(node)) found.push(node);
    node.childNodes.forEach(walk);
  };
  (root as FakeNode).childNodes.forEach(walk);
  return found;
}

/** An element as findAll gives it: its tag, attributes, text and HTML. */
export type FakeElement = Pick<FakeNode, 'localName' | 'attributes'>;

export const textOf = (element: FakeElement): string => {
  const node = element as FakeNode;
  return node.nodeType === 3 ? node.data : node.childNodes.map(textOf).join('');
};

/** A click on the element, as a browser dispatches it to the listener Preact added. */
export function click(element: FakeElement): void {
  const node = element as FakeNode;
  const listener = node.listeners.get('click');
  if (!listener) throw new Error(`<${node.localName}> has no click listener`);
  listener.call(node, { type: 'click', target: node, currentTarget: node, preventDefault() {} });
}
