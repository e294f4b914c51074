import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { AnswerLink } from '../../src/web/features/help-chat/chat-body';
import { preactRoot } from './preact-dom';

// The chat's answers run on Preact through preact/compat (decision 095), as the islands' build
// has it (this folder's Vitest project takes the build's aliases): React would block a
// javascript: href itself, Preact writes whatever it is given.

const rendered = (href: string): string => {
  const { root, html } = preactRoot();
  render(
    <AnswerLink text="Open" href={href} onNavigate={() => {}} newTab="(opens in a new tab)" />,
    root as never,
  );
  return html();
};

// Issue 42, point 2 (decision 101): a link in an answer is on-site only when it is a path that
// starts with one "/"; javascript:, data: and anything unknown are plain text.
describe('a link in a help chat answer', () => {
  it('opens a path of this site in place', () => {
    expect(rendered('/products')).toMatch(/^<a href="\/products" class="[^"]+">Open<\/a>$/);
  });

  it('opens an https: address in a new tab', () => {
    expect(rendered('https://wa.me/67571002040')).toMatch(
      /^<a href="https:\/\/wa\.me\/67571002040" target="_blank" rel="noopener noreferrer" class="[^"]+">Open<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>$/,
    );
  });

  it('keeps mailto: and tel: links', () => {
    expect(rendered('mailto:support@kumuldigital.com.pg')).toMatch(/^<a href="mailto:support@/);
    expect(rendered('tel:+67571002040')).toMatch(/^<a href="tel:\+67571002040"/);
  });

  it('shows the words alone, with no link, for another host, a script or data', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'javascript:alert(document.domain)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/',
    ]) {
      expect(rendered(href), href).toBe('Open');
    }
  });
});
