import { describe, expect, it } from 'vitest';
import { brand } from '../../src/shared/brand';
import { fill } from '../../src/shared/i18n/format';
import { langs } from '../../src/shared/i18n/lang';
import type { WhatsAppLinks } from '../../src/shared/schemas/admin';
import { agencyWhatsAppHref, messageWithLinks } from '../../src/shared/whatsapp';
import { invoice as englishInvoice } from '../../src/shared/words/en/invoice';
import { invoice as tokPisinInvoice } from '../../src/shared/words/tpi/invoice';

// Issue 43, point 6: WhatsApp carries the links, and the customer's pages open a chat with the
// reference written in.
const links: WhatsAppLinks = {
  accept: { url: 'https://k.test/tpi/quote/accept?token=a', expiresAt: '2026-12-28T00:00:00.000Z' },
  invoice: { number: 'INV-2026-0002', url: 'https://k.test/tpi/invoice?token=b' },
  order: { url: 'https://k.test/tpi/order?token=c' },
};

describe('a staff WhatsApp message with links', () => {
  it('names each link in the message’s language, under the text', () => {
    expect(messageWithLinks('Halo John,\n\nKumul Digital', 'tpi', links)).toBe(
      [
        'Halo John,\n\nKumul Digital',
        'Mi orait long dispela kwot:\nhttps://k.test/tpi/quote/accept?token=a',
        'Lukim invois bilong yu long intanet (INV-2026-0002):\nhttps://k.test/tpi/invoice?token=b',
        'Lukim oda bilong yu long intanet:\nhttps://k.test/tpi/order?token=c',
      ].join('\n\n'),
    );
    const english = messageWithLinks('Hello', 'en', { ...links, accept: null, invoice: null });
    expect(english).toBe('Hello\n\nFollow your order online:\nhttps://k.test/tpi/order?token=c');
  });

  it('leaves the text alone without links', () => {
    expect(messageWithLinks('Hello', 'en', null)).toBe('Hello');
  });
});

describe('“Message us on WhatsApp” on the order and invoice pages', () => {
  it.each(langs)('opens the agency’s chat with the reference written in (%s)', (lang) => {
    const words = lang === 'tpi' ? tokPisinInvoice : englishInvoice;
    const values = { brand: brand.name, reference: 'Q-NZXP-57', number: 'INV-2026-0002' };
    for (const template of [words.whatsApp.aboutOrder, words.whatsApp.aboutInvoice]) {
      const href = agencyWhatsAppHref(fill(template, values));
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${brand.whatsapp.number}`);
      expect(url.searchParams.get('text')).toContain('Q-NZXP-57');
      expect(url.searchParams.get('text')).not.toMatch(/[{}]/);
    }
    expect(fill(words.whatsApp.aboutInvoice, values)).toContain('INV-2026-0002');
  });
});
