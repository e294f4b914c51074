// Just enough of a DOM for Preact's render() in Node (no jsdom here): the island pages run on
// Preact (decision 095), and Preact, unlike React, writes any href it is given.

class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  readonly ownerDocument = fakeDocument;
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  constructor(
    readonly nodeType: number,
    readonly localName: string | undefined,
    public data = '',
  ) {}
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
  addEventListener() {}
  removeEventListener() {}
}

const fakeDocument = {
  createElementNS: (_namespace: string, name: string) => new FakeNode(1, name),
  createElement: (name: string) => new FakeNode(1, name),
  createTextNode: (text: string) => new FakeNode(3, undefined, text),
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
