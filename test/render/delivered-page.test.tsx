import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_CONTENT } from '../../src/shared/site-content';
import { renderDeliveredPage } from '../../src/web/app/delivered-page.server';

// Issue 46, point 4: a delivered resort's forms reach its owner as plain form posts (no script runs
// on a delivered site), and its loyalty programme is not part of it (decision 138).

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

  it('is the sample with its programme and script-driven forms outside a delivered site', async () => {
    const { default: Page } = await import('../../src/templates/hotel/page');
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Page />);
    expect(html).toContain('id="loyalty"');
    expect(html).not.toContain('/forms/');
  });
});
