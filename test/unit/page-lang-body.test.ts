import { afterEach, describe, expect, it } from 'vitest';
import { withPageLang } from '../../src/web/lib/api';

const onPage = (lang: string) =>
  Object.assign(globalThis, { document: { documentElement: { lang } } });

describe('withPageLang', () => {
  afterEach(() => void Reflect.deleteProperty(globalThis, 'document'));

  it("adds the page's language to an object body that names none", () => {
    onPage('tpi');
    expect(withPageLang({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
      lang: 'tpi',
    });
    onPage('en');
    expect(withPageLang({ name: 'Grace' })).toEqual({ name: 'Grace', lang: 'en' });
  });

  it('keeps a language the body already has, and bodies that are not objects', () => {
    onPage('tpi');
    expect(withPageLang({ lang: 'en' })).toEqual({ lang: 'en' });
    expect(withPageLang([1, 2])).toEqual([1, 2]);
    expect(withPageLang('text')).toBe('text');
    expect(withPageLang(null)).toBeNull();
  });

  it('adds nothing for a language of no page of ours, or without a page (the service worker)', () => {
    onPage('fr');
    expect(withPageLang({ name: 'Grace' })).toEqual({ name: 'Grace' });
    Reflect.deleteProperty(globalThis, 'document');
    expect(withPageLang({ name: 'Grace' })).toEqual({ name: 'Grace' });
  });
});
