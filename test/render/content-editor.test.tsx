import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../../src/admin/api';
import * as contentList from '../../src/admin/routes/content';
import * as contentItem from '../../src/admin/routes/content-item';
import { ItemPreview } from '../../src/admin/components/content/item-preview';
import { codeValue } from '../../src/server/content/code-content';
import type { Session, StaffRole } from '../../src/shared/schemas/admin';
import {
  type ContentChange,
  type ContentItem,
  type ContentVersion,
  type TemplateContent,
  checkContentData,
} from '../../src/shared/schemas/content';
import { renderAdminRoute } from './render-admin-route';
import { textOf } from './render-route';

// Issue 45, point 1 (decision 123): the owners' content editor. The inbox runs on React, so React
// renders its route modules here, their client loader and action run as the router runs them, and
// `fetch` is a small stand-in for the content API (test/api/content-store.test.ts tests the API).

const RESTAURANT = codeValue('template', 'restaurant') as TemplateContent;
const OWNER = 'meri@kumuldigital.com.pg';
const at = (minute: number) => `2026-11-29T0${minute}:00:00.000Z`;

/** Restaurant Deluxe: K3,000 published in version 1, K3,100 in version 2 (live). */
function restaurantStore() {
  const changes: ContentChange[] = [
    { id: 8, data: { ...RESTAURANT, price: 3100 }, by: OWNER, at: at(2), version: 2 },
    { id: 6, data: { ...RESTAURANT, price: 3000 }, by: OWNER, at: at(1), version: 1 },
  ];
  const item: ContentItem = {
    kind: 'template',
    key: 'restaurant',
    code: RESTAURANT,
    published: changes[0]!.data,
    draft: null,
  };
  const versions: ContentVersion[] = [2, 1].map((version) => ({
    version,
    publishedBy: OWNER,
    publishedAt: at(version),
    summary: 'Published 1 change: template "restaurant".',
    renderStatus: null,
    renderError: null,
  }));
  return { item, changes, versions };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

let store: ReturnType<typeof restaurantStore>;
let sent: Sent[];
/** What the stand-in answers a change (POST), instead of storing it. */
let refuseWith: { status: number; error: string } | undefined;

/** The content API, as far as the editor asks it. */
async function contentApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  const method = init.method ?? 'GET';
  const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  const csrf = new Headers(init.headers).get('x-csrf-token');
  sent.push({ method, path, body, csrf });
  if (method === 'POST' && refuseWith) {
    return Response.json({ error: refuseWith.error }, { status: refuseWith.status });
  }
  const draft = (data: unknown): Response => {
    const change = { id: 9, data, by: OWNER, at: at(3), version: null };
    store.changes.unshift(change);
    store.item = { ...store.item, draft: change };
    return Response.json({ item: store.item }, { status: 201 });
  };
  if (path === '/api/admin/content' && method === 'GET') {
    return Response.json({ version: 2, items: [store.item] });
  }
  if (path === '/api/admin/content/versions' && method === 'GET') {
    return Response.json({ versions: store.versions });
  }
  if (path === '/api/admin/content/items/template/restaurant/history') {
    return Response.json({
      kind: 'template',
      key: 'restaurant',
      code: RESTAURANT,
      changes: store.changes,
    });
  }
  if (path === '/api/admin/content/changes' && method === 'POST') return draft(body?.data);
  if (path === '/api/admin/content/items/template/restaurant/restore' && method === 'POST') {
    return draft(store.changes.find((change) => String(change.id) === String(body?.change))?.data);
  }
  return Response.json({ error: `Nothing at ${method} ${path}` }, { status: 404 });
}

const signIn = (role: StaffRole) => {
  const session: Session = { email: OWNER, role, csrfToken: 'the-csrf-token' };
  rememberSession(session);
};

beforeEach(() => {
  store = restaurantStore();
  sent = [];
  refuseWith = undefined;
  vi.stubGlobal('fetch', vi.fn(contentApi));
  signIn('owner');
});

afterEach(() => {
  vi.unstubAllGlobals();
  rememberSession(undefined);
});

const RESTAURANT_PAGE = '/admin/content/template/restaurant';
const editor = (form?: FormData) =>
  renderAdminRoute(contentItem, '/admin/content/:kind/:key', RESTAURANT_PAGE, form);

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? name,
  );
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The form as a person finds it: every field's value as the page shows it (text inputs, text
 * areas, the chosen option, a ticked box), to change and send as the browser would.
 */
function formOf(html: string, intent = 'save'): FormData {
  const form = new FormData();
  const save = /<form[^>]*>[^]*?name="intent" value="save"[^]*?<\/form>/.exec(html)?.[0] ?? '';
  for (const [tag] of save.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const type = attribute(tag, 'type') ?? 'text';
    if (!name || type === 'file' || (type === 'checkbox' && !/\schecked=""/.test(tag))) continue;
    form.append(name, decode(attribute(tag, 'value') ?? ''));
  }
  for (const [, attributes, text] of save.matchAll(/<textarea\b([^>]*)>([^]*?)<\/textarea>/g)) {
    form.append(attribute(attributes!, 'name')!, decode(text!));
  }
  for (const [, attributes, options] of save.matchAll(/<select\b([^>]*)>([^]*?)<\/select>/g)) {
    const chosen = /<option value="([^"]*)" selected=""/.exec(options!)?.[1] ?? '';
    form.append(attribute(attributes!, 'name')!, decode(chosen));
  }
  form.set('intent', intent);
  return form;
}

/** The input of a field, and the sentence shown by it, if any. */
function field(html: string, name: string) {
  const id = `content-${name.replace(/\./g, '-')}`;
  const input = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  const error = new RegExp(`<p id="${id}-error" role="alert"[^>]*>([^<]*)</p>`).exec(html)?.[1];
  return { input: input ?? '', error: error === undefined ? undefined : decode(error) };
}

const changesSent = () => sent.filter((s) => s.method === 'POST');

describe('the content editor of one item', () => {
  it('shows its fields, English and Tok Pisin, its preview and its history with who and when', async () => {
    const html = await editor();
    const text = textOf(html);
    expect(text).toContain('Restaurant Deluxe');
    expect(field(html, 'price').input).toContain('value="3100"');
    expect(field(html, 'features.en').input).toContain('name="features.en"');
    expect(html).toMatch(/<fieldset lang="en"[^]*<legend[^>]*>English<\/legend>/);
    expect(html).toMatch(/<fieldset lang="tpi"[^]*<legend[^>]*>Tok Pisin<\/legend>/);
    expect(html).toMatch(/<textarea[^>]*name="features.tpi"[^>]*>Menyu wantaim prais/);
    // The template card of /products and /tpi/products, with the price as visitors see it.
    const preview = /<section aria-labelledby="content-preview"[^]*?<\/section>/.exec(html)?.[0];
    expect(textOf(preview ?? '')).toMatch(/English.*K3,100.*Tok Pisin.*K3,100/);
    // The history: newest first, who and when, the live one, and the code's value last.
    const history = textOf(/<ol aria-label="Changes"[^]*?<\/ol>/.exec(html)?.[0] ?? '');
    expect(history).toMatch(
      /^Live now · version 2 meri@kumuldigital\.com\.pg · Sun 29 Nov, 12:00 The same as now\./,
    );
    expect(history).toContain(
      'Published in version 1 meri@kumuldigital.com.pg · Sun 29 Nov, 11:00',
    );
    expect(history).toContain('Price (Kina) This version 3000 Now 3100');
    expect(history).toContain('In the code Price (Kina) This version 2950 Now 3100');
    // Restore on every version that is not what the item holds now.
    expect(html.match(/>Restore this version</g)).toHaveLength(2);
    expect(html).toContain('>Save as draft</button>');
  });

  it('saves what the owner fills in as a draft, in the shape the API checks, with the CSRF token', async () => {
    const filled = formOf(await editor());
    filled.set('price', 'K3,250');
    filled.set('features.en', 'Menu with prices\nTable reservations\n\n');
    filled.set('features.tpi', 'Menu wantaim ol prais\nBukim tebol');
    const html = await editor(filled);

    const [save] = changesSent();
    expect(save?.path).toBe('/api/admin/content/changes');
    expect(save?.csrf).toBe('the-csrf-token');
    const data = {
      ...RESTAURANT,
      price: '3250',
      features: {
        en: ['Menu with prices', 'Table reservations'],
        tpi: ['Menu wantaim ol prais', 'Bukim tebol'],
      },
    };
    expect(save?.body).toEqual({ kind: 'template', key: 'restaurant', data });
    expect(checkContentData('template', 'restaurant', data)).toMatchObject({ success: true });
    // Saved: the form holds the draft, the history shows it first, and the Draft badge.
    expect(textOf(html)).toContain('Saved as a draft.');
    expect(field(html, 'price').input).toContain('value="3250"');
    expect(textOf(html)).toMatch(/History.*Draft meri@kumuldigital\.com\.pg/);
  });

  it('shows the schema’s refusal by its field, before asking the server', async () => {
    const filled = formOf(await editor());
    filled.set('price', 'abc');
    const html = await editor(filled);
    expect(changesSent()).toEqual([]);
    const price = field(html, 'price');
    expect(price.error).toBe(
      'The price must be a whole number of Kina from 1 to 1000000, such as 3100.',
    );
    expect(price.input).toContain('aria-invalid="true"');
    expect(price.input).toMatch(/aria-describedby="content-price-error/);
    expect(field(html, 'title').error).toBeUndefined();

    filled.set('price', '3100');
    filled.set('features.tpi', 'Menu wantaim ol prais');
    const short = await editor(filled);
    expect(field(short, 'features.en').error).toBe(
      'Each English feature needs its Tok Pisin translation: the two lists of features must be as long as each other.',
    );
  });

  it('shows the server’s refusal by the field it names, or above Save when it names none', async () => {
    const filled = formOf(await editor());
    refuseWith = {
      status: 400,
      error:
        'The status of Restaurant Deluxe can be available now (active) only once it has a sample site in the code (src/templates/restaurant): until then it stays coming soon (coming_soon).',
    };
    const html = await editor(filled);
    expect(changesSent()).toHaveLength(1);
    expect(field(html, 'status').error).toBe(refuseWith.error);
    expect(field(html, 'price').error).toBeUndefined();

    refuseWith = { status: 400, error: 'That is the value it has now: nothing to save.' };
    const unchanged = await editor(filled);
    expect(unchanged).toMatch(
      /<p role="alert"[^>]*>That is the value it has now: nothing to save\.<\/p>/,
    );
  });

  it('restores an earlier version, or the code’s, as a new draft', async () => {
    const restore = new FormData();
    restore.set('intent', 'restore');
    restore.set('change', '6');
    const html = await editor(restore);
    expect(changesSent()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/content/items/template/restaurant/restore',
        body: { change: '6' },
        csrf: 'the-csrf-token',
      },
    ]);
    expect(textOf(html)).toContain('Restored as a draft.');
    expect(field(html, 'price').input).toContain('value="3000"');
    expect(textOf(html)).toMatch(/History.*Draft meri@kumuldigital\.com\.pg/);

    sent = [];
    const code = new FormData();
    code.set('intent', 'code');
    await editor(code);
    expect(changesSent()[0]).toMatchObject({
      path: '/api/admin/content/changes',
      body: { kind: 'template', key: 'restaurant', data: null },
    });
  });

  it('lets staff read every field and version, and change nothing', async () => {
    signIn('staff');
    const html = await editor();
    expect(html).toMatch(/<fieldset disabled=""[^>]*>/);
    expect(html).not.toContain('Save as draft');
    expect(html).not.toContain('Restore this version');
    expect(textOf(html)).toContain('Only an owner can change or publish the site’s content');
    expect(textOf(html)).toContain('Published in version 1');
  });
});

describe('the Content page', () => {
  it('lists the items by kind, marks a draft, and shows the versions with who published them', async () => {
    store.item = { ...store.item, draft: store.changes[1]! };
    const text = textOf(await renderAdminRoute(contentList, '/admin/content', '/admin/content'));
    expect(text).toContain(
      'The site shows version 2. 1 draft waits to be published: Restaurant Deluxe',
    );
    expect(text).toMatch(
      /Templates Restaurant Deluxe K3,000 · Available now Draft Changed from the code/,
    );
    expect(text).toContain(
      'Version 2 · meri@kumuldigital.com.pg · Sun 29 Nov, 12:00 Published 1 change: template "restaurant".',
    );
  });

  it('shows the server’s sentence when there is nothing to publish', async () => {
    refuseWith = {
      status: 409,
      error:
        'There is nothing to publish: no saved change differs from version 2, which the site shows now.',
    };
    const publish = new FormData();
    publish.set('intent', 'publish');
    publish.set('note', 'New prices for December');
    const html = await renderAdminRoute(contentList, '/admin/content', '/admin/content', publish);
    expect(changesSent()[0]).toMatchObject({
      path: '/api/admin/content/versions',
      body: { note: 'New prices for December' },
    });
    expect(html).toContain(`<p role="alert"`);
    expect(textOf(html)).toContain(refuseWith.error);
  });
});

describe("a project's preview (decision 126)", () => {
  const texts = (description: string) => ({ description, technologies: ['React'], results: [] });
  const project = (key: string, description: { en: string; tpi: string }) =>
    renderToStaticMarkup(
      <ItemPreview
        kind="project"
        itemKey={key}
        data={{
          ...(codeValue('project', '2') as object),
          title: 'Goroka Coffee Roasters',
          picture: null,
          texts: { en: texts(description.en), tpi: texts(description.tpi) },
        }}
      />,
    );

  it("shows a new project's words in each language, and its initials without a picture", () => {
    const html = project('goroka-coffee', { en: 'Coffee online.', tpi: 'Kopi long intanet.' });
    expect(html).toContain('id="project-goroka-coffee-title"');
    expect(textOf(html)).toMatch(/Coffee online\.[\s\S]*Kopi long intanet\./);
    expect(html).not.toContain('<img');
    expect(textOf(html)).toContain('GC');
  });

  it("shows a code project's edited words, not the code's", () => {
    const html = project('2', { en: 'Mangroves, counted.', tpi: 'Ol mangrov.' });
    expect(textOf(html)).toContain('Mangroves, counted.');
    const code = codeValue('project', '2') as { texts: { en: { description: string } } };
    expect(textOf(html)).not.toContain(code.texts.en.description);
    expect(html).toContain('src="/images/portfolio/green-mangrove.svg"');
  });
});
