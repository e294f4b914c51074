import { type ReactNode, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillNodes } from '../../src/web/components/fill-nodes';

const markup = (message: string, nodes: Readonly<Record<string, ReactNode>>) =>
  renderToStaticMarkup(createElement('p', null, fillNodes(message, nodes)));

describe('fillNodes', () => {
  it('puts an element where its placeholder stands, wherever the language puts it', () => {
    const reference = createElement('strong', null, 'KD-1');
    expect(markup('Your reference: {reference}', { reference })).toBe(
      '<p>Your reference: <strong>KD-1</strong></p>',
    );
    const count = createElement('b', null, 3);
    expect(markup('{count} diwai yu baim', { count })).toBe('<p><b>3</b> diwai yu baim</p>');
  });

  it('leaves text and unknown placeholders as they are', () => {
    expect(markup('No {gap} here', {})).toBe('<p>No {gap} here</p>');
  });
});
