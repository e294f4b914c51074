// What a customer may edit of their delivered site (issue 46, decision 137): every text and picture
// the template's content module defines, found by walking it (src/web/app/delivered-page.server.tsx)
// and stored with each render, so the editor and the server read the template's own shape.

/** One editable place of a template's content: a text, or a picture drawn at width × height. */
export type SiteField =
  | { path: string; kind: 'text'; value: string; multiline: boolean }
  | { path: string; kind: 'picture'; value: string; width: number; height: number };

/** A site's own content: texts by path, pictures by path as the hash of a stored picture. */
export interface SiteContent {
  texts: Record<string, string>;
  pictures: Record<string, string>;
}

export const EMPTY_SITE_CONTENT: SiteContent = { texts: {}, pictures: {} };

/** The longest text a customer may give one place. */
export const SITE_TEXT_MAX = 2000;

/** Where a site's picture is served, on the site's own host. */
export const sitePictureUrl = (hash: string) => `/pictures/${hash}.webp`;

// Keys whose strings are code, not copy: links, kinds, icons, form field names, colours.
const CODE_KEYS = new Set([
  'href',
  'kind',
  'variant',
  'type',
  'autoComplete',
  'src',
  'id',
  'slug',
  'accent',
  'ink',
  'onDark',
  'inputMode',
  'pattern',
]);

const isPicture = (value: Record<string, unknown>) =>
  typeof value.src === 'string' &&
  value.src.startsWith('/') &&
  typeof value.width === 'number' &&
  typeof value.height === 'number';

const isFormField = (value: Record<string, unknown>) =>
  'autoComplete' in value || ('type' in value && 'name' in value && 'label' in value);

/** Every editable place of a content module's exports, in the order the module writes them. */
export function siteFields(content: Record<string, unknown>): SiteField[] {
  const fields: SiteField[] = [];
  const walk = (
    value: unknown,
    path: string,
    key: string,
    parent: Record<string, unknown> | undefined,
  ) => {
    if (typeof value === 'string') {
      if (CODE_KEYS.has(key) || /^#[0-9a-f]{3,8}$/i.test(value)) return;
      if (key === 'name' && parent && isFormField(parent)) return;
      fields.push({ path, kind: 'text', value, multiline: value.length > 80 });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`, String(index), undefined));
      return;
    }
    if (value === null || typeof value !== 'object' || key === 'colors' || key === 'logo') return;
    const record = value as Record<string, unknown>;
    if (isPicture(record)) {
      fields.push({
        path,
        kind: 'picture',
        value: record.src as string,
        width: record.width as number,
        height: record.height as number,
      });
    }
    for (const [name, child] of Object.entries(record))
      walk(child, `${path}.${name}`, name, record);
  };
  for (const [name, value] of Object.entries(content)) {
    // A module's own strings cannot be changed from outside it: only its objects' can.
    if (typeof value === 'object' && value !== null) walk(value, name, name, undefined);
  }
  return fields;
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Sets the site's own texts and pictures in the content module's objects (the render worker's copy). */
export function applySiteContent(content: Record<string, unknown>, own: SiteContent): void {
  const set = (path: string, leaf: string, value: string) => {
    const parts = path.split('.');
    if ([...parts, leaf].some((part) => UNSAFE_KEYS.has(part))) return;
    let target: unknown = content;
    for (const part of parts) {
      if (target === null || typeof target !== 'object') return;
      target = (target as Record<string, unknown>)[part];
    }
    if (target !== null && typeof target === 'object' && leaf) {
      (target as Record<string, unknown>)[leaf] = value;
    }
  };
  for (const [path, value] of Object.entries(own.texts)) {
    const cut = path.lastIndexOf('.');
    set(path.slice(0, cut), path.slice(cut + 1), value);
  }
  for (const [path, hash] of Object.entries(own.pictures)) set(path, 'src', sitePictureUrl(hash));
}
