import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Websites } from '../../src/admin/components/quote/websites';
import { LoyaltyMembers } from '../../src/admin/site-editor/loyalty-members';
import { siteEditorWords } from '../../src/admin/site-editor/words';
import { deliveredSiteFiles } from '../../src/render/delivered-site';
import { fill } from '../../src/shared/i18n/format';
import type { AdminSite, QuoteDetail } from '../../src/shared/schemas/admin';
import { EMPTY_SITE_CONTENT } from '../../src/shared/site-content';
import { renderDeliveredPage } from '../../src/web/app/delivered-page.server';

// Issue 46, point 4: a delivered resort's forms reach its owner as plain form posts (no script runs
// on a delivered site), and its loyalty programme is not part of it unless the agency turns it on
// for that site; then it is plain links to a /rewards page of plain forms (decision 138).

describe('a delivered resort', () => {
  it('posts its quote and contact forms to its own host, and leaves the loyalty programme out', async () => {
    const page = await renderDeliveredPage('hotel', null, EMPTY_SITE_CONTENT);
    const html = page.body;
    const forms = [...html.matchAll(/<form[^>]*>/g)].map(([tag]) => tag);
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('action="/forms/reservation-quote"');
    expect(forms[1]).toContain('action="/forms/contact"');
    expect(forms.every((tag) => tag.includes('method="post"'))).toBe(true);
    // The quote asks the visitor's email: the owner answers it, not a sample mailbox.
    const quote = html.slice(html.indexOf('/forms/reservation-quote'));
    const inputs = [...quote.slice(0, quote.indexOf('</form>')).matchAll(/<input[^>]*>/g)];
    expect(inputs.map(([tag]) => tag).find((tag) => tag.includes('name="email"'))).toContain(
      'required',
    );
    expect(html).not.toContain('id="loyalty"');
    expect(html).not.toContain('href="#loyalty"');
    expect(html).not.toContain('Join Paradise Rewards');
    // Rooms are asked about through the contact form: a button would need script.
    expect(html).toContain('href="#contact"');
    expect(html).not.toContain('View details');
  });

  it('offers Paradise Rewards through links to its own /rewards page of plain forms once turned on', async () => {
    const personalisation = {
      name: 'Bay <b>&</b> Co',
      tagline: 'Sea views',
      phone: '+675 7000 1111',
      email: 'stay@bay.example',
      town: 'Madang',
      accent: '#0f766e',
    };
    const page = await renderDeliveredPage('hotel', personalisation, EMPTY_SITE_CONTENT, true);
    expect(page.body).toContain('id="loyalty"');
    expect(page.body).toContain('href="#loyalty"');
    // Links, not the sample's buttons: opening its modal would need script.
    expect(page.body).toMatch(/<a href="\/rewards#join"[^>]*>Join Paradise Rewards<\/a>/);
    expect(page.body).toMatch(/<a href="\/rewards#sign-in"[^>]*>Member Sign In<\/a>/);
    expect(page.body).not.toMatch(/<button[^>]*>Join Paradise Rewards/);

    const job = {
      slug: 'hotel',
      personalisation,
      url: 'https://bay-co.sites.example',
      content: EMPTY_SITE_CONTENT,
      loyalty: true,
    };
    const rewards = deliveredSiteFiles(page, job).find((file) => file.path === '/rewards');
    expect(rewards?.type).toBe('text/html; charset=utf-8');
    const html = rewards!.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Bay &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain('color:#0f766e');
    expect(html).toContain('id="join"');
    expect(html).toContain('id="sign-in"');
    const forms = [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/g)];
    expect(forms.map(([, attributes]) => attributes)).toEqual([
      ' method="post" action="/rewards/join"',
      ' method="post" action="/rewards/sign-in"',
    ]);
    const names = (form: string) => [...form.matchAll(/name="(\w+)"/g)].map(([, name]) => name);
    expect(names(forms[0]![2]!)).toEqual(['fullName', 'email', 'phone', 'dateOfBirth']);
    expect(names(forms[1]![2]!)).toEqual(['email', 'memberNumber']);
    // Every field has its label.
    for (const [, id] of html.matchAll(/<input id="([\w-]+)"/g)) {
      expect(html).toContain(`<label for="${id}"`);
    }
    // Turned off, there is no such page: the address is the site's 404.
    const off = deliveredSiteFiles(page, { ...job, loyalty: false });
    expect(off.map((file) => file.path)).not.toContain('/rewards');
  });

  it('is the sample with its programme and script-driven forms outside a delivered site', async () => {
    const { default: Page } = await import('../../src/templates/hotel/page');
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Page />);
    expect(html).toContain('id="loyalty"');
    expect(html).not.toContain('/forms/');
  });
});

describe('the inbox’s Websites panel', () => {
  const site = (id: number, template: string, loyalty: boolean | null): AdminSite => ({
    id,
    label: `${template}-site`,
    address: `https://${template}-site.sites.example`,
    template,
    status: 'live',
    published: true,
    error: null,
    dnsTarget: `${template}-site.sites.example`,
    domain: null,
    loyalty,
  });
  const panel = (sites: AdminSite[]) => {
    const quote = { sites, status: 'won', deliveredAt: null } as unknown as QuoteDetail;
    const handler = createStaticHandler([
      { path: '/', Component: () => <Websites quote={quote} /> },
    ]);
    return handler.query(new Request('http://localhost/')).then((context) => {
      if (context instanceof Response) throw new Error('no page');
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
    });
  };

  it('offers a resort’s site the loyalty switch, in its state, and no other template’s', async () => {
    const html = await panel([site(1, 'hotel', true), site(2, 'fitness', null)]);
    const switches = [...html.matchAll(/<button[^>]*role="switch"[^>]*>/g)].map(([tag]) => tag);
    expect(switches).toHaveLength(1);
    expect(switches[0]).toContain('aria-checked="true"');
    expect(html).toContain('Paradise Rewards loyalty programme');
    expect(html).toContain('name="loyalty" value="off"');
    expect(html).toContain('name="intent" value="site-loyalty"');
    const off = await panel([site(1, 'hotel', false)]);
    expect(off).toContain('aria-checked="false"');
    expect(off).toContain('name="loyalty" value="on"');
  });
});

describe('the owner’s list of Paradise Rewards members', () => {
  const grace = {
    memberNumber: 'PR-12345678',
    fullName: 'Grace <Kila>',
    email: 'grace@example.com',
    tier: 'Gold' as const,
    points: 1250,
    joinedAt: '2026-11-30T01:00:00.000Z',
  };
  const list = (lang: 'en' | 'tpi', members: (typeof grace)[], count = members.length) =>
    renderToStaticMarkup(
      <LoyaltyMembers
        loyalty={{ count, members }}
        words={siteEditorWords[lang]}
        addPoints={() => Promise.resolve(undefined)}
      />,
    );

  it('shows each member’s number, tier and points with a labelled field to add points, in the owner’s language', () => {
    for (const lang of ['en', 'tpi'] as const) {
      const words = siteEditorWords[lang];
      const html = list(lang, [grace], 140);
      expect(html).toContain(words.loyaltyTitle);
      expect(html).toContain(fill(words.memberCount, { count: 140 }));
      expect(html).toContain('PR-12345678');
      expect(html).toContain('Gold');
      expect(html).toContain('1,250');
      // A guest's name is text, never markup.
      expect(html).toContain('Grace &lt;Kila&gt;');
      expect(html).toContain(`for="points-PR-12345678"`);
      expect(html).toContain(words.addPoints);
    }
  });

  it('says so when the site has no members yet', () => {
    const html = list('en', []);
    expect(html).toContain(siteEditorWords.en.noMembers);
    expect(html).not.toContain('<li');
  });
});
