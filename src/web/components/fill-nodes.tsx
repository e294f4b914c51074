import { Fragment, type ReactNode } from 'react';

/**
 * A message whose {name} placeholders hold elements (a link, a bold figure), so a sentence stays
 * one message in every language instead of pieces glued around the element.
 */
export function fillNodes(message: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in nodes ? nodes[name] : part;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
