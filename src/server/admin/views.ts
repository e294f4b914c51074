import { brand } from '../../shared/brand';
import { formatKina } from '../../shared/money';
import type {
  AdminMember,
  AdminMessage,
  AdminQuote,
  AdminSubscriber,
  InboxCounts,
  Page,
  QuoteStatus,
} from '../db/repositories/admin-inbox';
import { QUOTE_STATUSES } from '../db/repositories/admin-inbox';
import type { OutboxSummary } from '../db/repositories/outbox';
import { type SafeHtml, html } from '../html';
import { HOUR_MS, formatAge, formatLocalTime } from '../time';
import type { AdminSession } from './auth';
import { ADMIN_CSS_PATH } from './styles';

/** Server-rendered admin pages: plain forms and links, no script; every value escaped by `html`. */

export type Section = 'quotes' | 'messages' | 'subscribers' | 'members' | 'settings';

export const STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

interface Frame {
  title: string;
  session: AdminSession;
  section: Section;
  counts: InboxCounts;
  notice?: string | undefined;
  error?: string | undefined;
}

function document(title: string, body: SafeHtml, bodyClass = ''): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${brand.name} inbox</title>
        <link rel="stylesheet" href="${ADMIN_CSS_PATH}" />
      </head>
      <body class="${bodyClass}">
        ${body}
      </body>
    </html> `.value;
}

const csrfField = (session: AdminSession) =>
  html`<input type="hidden" name="_csrf" value="${session.csrfToken}" />`;

const when = (iso: string) =>
  html`<time datetime="${iso}" title="${formatLocalTime(iso)} (Port Moresby)"
    >${formatAge(iso)}</time
  >`;

const hoursSince = (iso: string) => Math.floor((Date.now() - Date.parse(iso)) / HOUR_MS);

function layout(frame: Frame, main: SafeHtml): string {
  const tabs: Array<{ section: Section; href: string; label: string; count?: SafeHtml }> = [
    {
      section: 'quotes',
      href: '/admin/quotes',
      label: 'Quotes',
      count:
        frame.counts.newQuotes > 0
          ? html`<span
              class="count${frame.counts.overdueQuotes > 0 ? ' warn' : ''}"
              aria-label="${frame.counts.newQuotes} new"
              >${frame.counts.newQuotes}</span
            >`
          : undefined,
    },
    {
      section: 'messages',
      href: '/admin/messages',
      label: 'Messages',
      count:
        frame.counts.openMessages > 0
          ? html`<span class="count" aria-label="${frame.counts.openMessages} open"
              >${frame.counts.openMessages}</span
            >`
          : undefined,
    },
    { section: 'subscribers', href: '/admin/subscribers', label: 'Subscribers' },
    { section: 'members', href: '/admin/members', label: 'Members' },
    { section: 'settings', href: '/admin/settings', label: 'Settings' },
  ];
  return document(
    frame.title,
    html`<a class="skip" href="#main">Skip to content</a>
      <header>
        <div class="top">
          <div class="wrap">
            <a class="brand" href="/admin">${brand.name} <span>Inbox</span></a>
            <form class="who" method="post" action="/admin/sign-out">
              ${csrfField(frame.session)}<span>${frame.session.email}</span
              ><button type="submit">Sign out</button>
            </form>
          </div>
        </div>
        <nav class="tabs" aria-label="Inbox sections">
          <ul>
            ${tabs.map(
              (tab) =>
                html`<li>
                  <a
                    href="${tab.href}"
                    ${tab.section === frame.section ? html` aria-current="page"` : ''}
                    >${tab.label}${tab.count ?? ''}</a
                  >
                </li>`,
            )}
          </ul>
        </nav>
      </header>
      <main id="main" class="wrap">
        ${frame.notice ? html`<p class="notice" role="status">${frame.notice}</p>` : ''}
        ${frame.error ? html`<p class="error" role="alert">${frame.error}</p>` : ''} ${main}
      </main>`,
  );
}

function pager(page: Page<unknown>, base: string, query: Record<string, string>): SafeHtml {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return html``;
  const link = (n: number) => {
    const params = new URLSearchParams({ ...query, page: String(n) });
    return `${base}?${params.toString()}`;
  };
  return html`<nav class="pager" aria-label="Pages">
    ${page.page > 1 ? html`<a class="button secondary small" href="${link(page.page - 1)}">Newer</a>` : html`<span></span>`}
    <span>Page ${page.page} of ${pages}</span>
    ${page.page < pages ? html`<a class="button secondary small" href="${link(page.page + 1)}">Older</a>` : html`<span></span>`}
  </nav>`;
}

const option = (value: string, label: string, selected: string) =>
  html`<option value="${value}" ${value === selected ? html` selected` : ''}>${label}</option>`;

function filters(
  action: string,
  q: string,
  select:
    { name: string; label: string; value: string; options: Array<[string, string]> } | undefined,
  placeholder: string,
): SafeHtml {
  return html`<form class="filters" method="get" action="${action}" role="search">
    <div>
      <label for="q">Search</label
      ><input id="q" name="q" type="search" value="${q}" placeholder="${placeholder}" />
    </div>
    ${
      select
        ? html`<div>
            <label for="${select.name}">${select.label}</label
            ><select id="${select.name}" name="${select.name}">
              ${select.options.map(([value, label]) => option(value, label, select.value))}
            </select>
          </div>`
        : ''
    }
    <div class="actions">
      <button class="button" type="submit">Filter</button
      ><a class="button secondary" href="${action}">Clear</a>
    </div>
  </form>`;
}

const resultCount = (page: Page<unknown>, noun: string) =>
  html`<p class="sub">${page.total} ${page.total === 1 ? noun : `${noun}s`}</p>`;

export function signInPage({
  error,
  email = '',
  next = '',
  notice,
}: {
  error?: string | undefined;
  email?: string;
  next?: string;
  notice?: string | undefined;
}): string {
  return document(
    'Sign in',
    html`<main class="signin">
      <form class="panel" method="post" action="/admin/sign-in">
        <h1>${brand.name} inbox</h1>
        ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
        ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
        <input type="hidden" name="next" value="${next}" />
        <div class="stack">
          <div>
            <label for="email">Email</label
            ><input
              id="email"
              name="email"
              type="email"
              autocomplete="username"
              required
              value="${email}"
            />
          </div>
          <div>
            <label for="password">Password</label
            ><input
              id="password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
            />
          </div>
        </div>
        <button class="button" type="submit">Sign in</button>
      </form>
    </main>`,
  );
}

export function quotesPage(
  frame: Omit<Frame, 'title' | 'section'>,
  page: Page<AdminQuote>,
  filter: { q: string; status: string },
): string {
  const { counts } = frame;
  const summary =
    counts.overdueQuotes > 0
      ? `${counts.newQuotes} new, ${counts.overdueQuotes} unanswered for more than 24 hours`
      : `${counts.newQuotes} new`;
  return layout(
    { ...frame, title: 'Quote requests', section: 'quotes' },
    html`<div class="page-head">
        <h1>Quote requests</h1>
        <p class="sub">${summary}</p>
      </div>
      ${filters(
        '/admin/quotes',
        filter.q,
        {
          name: 'status',
          label: 'Status',
          value: filter.status,
          options: [
            ['all', 'All'],
            ['overdue', 'Unanswered over 24 h'],
            ...QUOTE_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]]),
          ],
        },
        'Name, email, company, reference…',
      )}
      ${resultCount(page, 'quote request')}
      ${
        page.items.length === 0
          ? html`<p class="empty">No quote requests match.</p>`
          : html`<ol class="cards">
              ${page.items.map(quoteCard)}
            </ol>`
      }
      ${pager(page, '/admin/quotes', { q: filter.q, status: filter.status })}`,
  );
}

function quoteCard(quote: AdminQuote): SafeHtml {
  const who = quote.customer.company
    ? `${quote.customer.name}, ${quote.customer.company}`
    : quote.customer.name;
  return html`<li class="card${quote.overdue ? ' overdue' : ''}">
    <div class="card-top">
      <h2><a href="/admin/quotes/${quote.reference}">${who}</a></h2>
      <span class="badge ${quote.status}">${STATUS_LABELS[quote.status]}</span>
    </div>
    <div class="meta">
      <span>${quote.reference}</span><strong>${formatKina(quote.totalAmount)}</strong
      ><span>${quote.totalItems} ${quote.totalItems === 1 ? 'template' : 'templates'}</span
      ><span>Received ${when(quote.receivedAt)}</span>
    </div>
    ${quote.overdue ? html`<p class="flag">No answer yet after ${hoursSince(quote.receivedAt)} hours</p>` : ''}
    ${quote.note ? html`<p class="excerpt">Note: ${quote.note.length > 140 ? `${quote.note.slice(0, 139)}…` : quote.note}</p>` : ''}
  </li>`;
}

export function quotePage(frame: Omit<Frame, 'title' | 'section'>, quote: AdminQuote): string {
  const { customer } = quote;
  return layout(
    { ...frame, title: `Quote ${quote.reference}`, section: 'quotes' },
    html`<p><a href="/admin/quotes">← All quote requests</a></p>
      <div class="page-head">
        <h1>${quote.reference} · ${customer.name}</h1>
        <span class="badge ${quote.status}">${STATUS_LABELS[quote.status]}</span>
      </div>
      <p class="sub">
        Received ${formatLocalTime(quote.receivedAt)} (Port Moresby), ${when(quote.receivedAt)}
      </p>
      ${quote.overdue ? html`<p class="error" role="note">No answer yet after ${hoursSince(quote.receivedAt)} hours: the site promises one within 24.</p>` : ''}
      <div class="detail">
        <div>
          <section class="panel" aria-labelledby="customer-heading">
            <h2 id="customer-heading">Customer</h2>
            <dl class="fields">
              <dt>Name</dt>
              <dd>${customer.name}</dd>
              <dt>Email</dt>
              <dd>
                <a
                  href="mailto:${customer.email}?subject=${encodeURIComponent(`Your quote request ${quote.reference}`)}"
                  >${customer.email}</a
                >
              </dd>
              <dt>Phone</dt>
              <dd><a href="tel:${customer.phone.replace(/[^\d+]/g, '')}">${customer.phone}</a></dd>
              <dt>Company</dt>
              <dd>${customer.company || '-'}</dd>
              <dt>Requirements</dt>
              <dd class="multiline">${customer.message || '-'}</dd>
              ${
                quote.message && quote.message !== customer.message
                  ? html`<dt>Message</dt>
                      <dd class="multiline">${quote.message}</dd>`
                  : ''
              }
            </dl>
          </section>
          <section class="panel" aria-labelledby="items-heading">
            <h2 id="items-heading">Templates</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Template</th>
                  <th scope="col" class="num">Qty</th>
                  <th scope="col" class="num">Each</th>
                  <th scope="col" class="num">Total</th>
                </tr>
              </thead>
              <tbody>
                ${quote.items.map(
                  (item) =>
                    html`<tr>
                      <td>${item.title}</td>
                      <td class="num">${item.quantity}</td>
                      <td class="num">${formatKina(item.unitPrice)}</td>
                      <td class="num">${formatKina(item.lineTotal)}</td>
                    </tr>`,
                )}
              </tbody>
              <tfoot>
                <tr>
                  <td colspan="3">
                    Total (${quote.totalItems} ${quote.totalItems === 1 ? 'template' : 'templates'})
                  </td>
                  <td class="num">${formatKina(quote.totalAmount)}</td>
                </tr>
                <tr>
                  <td colspan="3" class="sub">About US$ (K4 = US$1)</td>
                  <td class="num sub">US$${quote.usdEstimate}</td>
                </tr>
              </tfoot>
            </table>
            <dl class="fields">
              <dt>Extra trees</dt>
              <dd>
                ${quote.extraTrees > 0 ? `${quote.extraTrees} (${formatKina(quote.contributionAmount)} contribution)` : 'none'}
              </dd>
              <dt>Trees funded</dt>
              <dd>${quote.treesFunded}</dd>
            </dl>
          </section>
        </div>
        <form
          class="panel stack"
          method="post"
          action="/admin/quotes/${quote.reference}"
          aria-labelledby="follow-heading"
        >
          <h2 id="follow-heading">Follow-up</h2>
          ${csrfField(frame.session)}
          <div>
            <label for="status">Status</label
            ><select id="status" name="status">
              ${QUOTE_STATUSES.map((s) => option(s, STATUS_LABELS[s], quote.status))}
            </select>
          </div>
          <div>
            <label for="note">Note for the team</label
            ><textarea id="note" name="note" maxlength="5000">${quote.note}</textarea>
          </div>
          <button class="button" type="submit">Save</button>
        </form>
      </div>`,
  );
}

export function messagesPage(
  frame: Omit<Frame, 'title' | 'section'>,
  page: Page<AdminMessage>,
  filter: { q: string; state: string },
  returnTo: string,
): string {
  return layout(
    { ...frame, title: 'Messages', section: 'messages' },
    html`<div class="page-head">
        <h1>Messages</h1>
        <p class="sub">${frame.counts.openMessages} open</p>
      </div>
      ${filters(
        '/admin/messages',
        filter.q,
        {
          name: 'state',
          label: 'Show',
          value: filter.state,
          options: [
            ['all', 'All'],
            ['open', 'Open'],
            ['handled', 'Handled'],
          ],
        },
        'Name, email, text, reference…',
      )}
      ${resultCount(page, 'message')}
      ${
        page.items.length === 0
          ? html`<p class="empty">No messages match.</p>`
          : html`<ol class="cards">
              ${page.items.map(
                (m) =>
                  html`<li class="card${m.overdue ? ' overdue' : ''}" id="${m.reference}">
                    <div class="card-top">
                      <h3>
                        ${m.name}${m.service ? html` <span class="sub">· ${m.service}</span>` : ''}
                      </h3>
                      <span class="badge ${m.handledAt ? 'handled' : 'open'}"
                        >${m.handledAt ? 'Handled' : 'Open'}</span
                      >
                    </div>
                    <div class="meta">
                      <span>${m.reference}</span
                      ><a
                        href="mailto:${m.email}?subject=${encodeURIComponent(`Your message ${m.reference}`)}"
                        >${m.email}</a
                      >${m.phone ? html`<span>${m.phone}</span>` : ''}<span
                        >Received ${when(m.receivedAt)}</span
                      >
                    </div>
                    ${m.overdue ? html`<p class="flag">No reply yet after ${hoursSince(m.receivedAt)} hours</p>` : ''}
                    <p class="body-text">${m.message}</p>
                    <form
                      class="card-actions"
                      method="post"
                      action="/admin/messages/${m.reference}"
                    >
                      ${csrfField(frame.session)}<input
                        type="hidden"
                        name="handled"
                        value="${m.handledAt ? 'false' : 'true'}"
                      /><input type="hidden" name="return_to" value="${returnTo}" />
                      <button class="button ${m.handledAt ? 'secondary ' : ''}small" type="submit">
                        ${m.handledAt ? 'Mark as open' : 'Mark handled'}
                      </button>
                      ${m.handledAt ? html`<span class="sub">Handled ${when(m.handledAt)}</span>` : ''}
                    </form>
                  </li>`,
              )}
            </ol>`
      }
      ${pager(page, '/admin/messages', { q: filter.q, state: filter.state })}`,
  );
}

export function subscribersPage(
  frame: Omit<Frame, 'title' | 'section'>,
  page: Page<AdminSubscriber>,
  filter: { q: string; state: string },
): string {
  const csv = `/admin/subscribers.csv?${new URLSearchParams({ q: filter.q, state: filter.state }).toString()}`;
  return layout(
    { ...frame, title: 'Newsletter subscribers', section: 'subscribers' },
    html`<div class="page-head">
        <h1>Newsletter subscribers</h1>
        <a class="button secondary" href="${csv}" download>Download CSV</a>
      </div>
      ${filters(
        '/admin/subscribers',
        filter.q,
        {
          name: 'state',
          label: 'Show',
          value: filter.state,
          options: [
            ['active', 'Subscribed'],
            ['unsubscribed', 'Unsubscribed'],
            ['all', 'All'],
          ],
        },
        'Email or name…',
      )}
      ${resultCount(page, 'subscriber')}
      <p class="sub">
        Only confirmed addresses are listed: an address typed into the form appears once its owner
        follows the link we mail them.
      </p>
      ${
        page.items.length === 0
          ? html`<p class="empty">No subscribers match.</p>`
          : html`<div class="panel">
              <table class="subscribers">
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Name</th>
                    <th scope="col">Subscribed</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  ${page.items.map(
                    (s) =>
                      html`<tr>
                        <td>${s.email}</td>
                        <td>${s.name || '-'}</td>
                        <td>${formatLocalTime(s.subscribedAt)}</td>
                        <td>
                          <span class="badge ${s.unsubscribedAt ? 'unsubscribed' : 'active'}"
                            >${s.unsubscribedAt ? 'Unsubscribed' : 'Subscribed'}</span
                          >
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
      ${pager(page, '/admin/subscribers', { q: filter.q, state: filter.state })}`,
  );
}

export function membersPage(
  frame: Omit<Frame, 'title' | 'section'>,
  page: Page<AdminMember>,
  filter: { q: string },
  returnTo: string,
): string {
  return layout(
    { ...frame, title: 'Loyalty members', section: 'members' },
    html`<div class="page-head">
        <h1>Paradise Rewards members</h1>
        <p class="sub">Silver 0-999 points, Gold 1000-2999, Platinum 3000+</p>
      </div>
      ${filters('/admin/members', filter.q, undefined, 'Name, email, member number…')}
      ${resultCount(page, 'member')}
      ${
        page.items.length === 0
          ? html`<p class="empty">No members match.</p>`
          : html`<ol class="cards">
              ${page.items.map(
                (m) =>
                  html`<li class="card" id="${m.memberNumber}">
                    <div class="card-top">
                      <h3>${m.fullName}</h3>
                      <span class="badge ${m.tier}">${m.tier}</span>
                    </div>
                    <div class="meta">
                      <span>${m.memberNumber}</span
                      ><span>${m.email}</span>${m.phone ? html`<span>${m.phone}</span>` : ''}<strong
                        >${m.points} points</strong
                      ><span>Joined ${when(m.joinedAt)}</span>
                    </div>
                    <form
                      class="inline-form card-actions"
                      method="post"
                      action="/admin/members/${m.memberNumber}/points"
                    >
                      ${csrfField(frame.session)}<input
                        type="hidden"
                        name="return_to"
                        value="${returnTo}"
                      />
                      <div class="field">
                        <label for="delta-${m.memberNumber}"
                          >Points to add (negative to take away)</label
                        ><input
                          id="delta-${m.memberNumber}"
                          name="delta"
                          type="number"
                          inputmode="numeric"
                          step="1"
                          required
                        />
                      </div>
                      <button class="button small" type="submit">Apply</button>
                    </form>
                  </li>`,
              )}
            </ol>`
      }
      ${pager(page, '/admin/members', { q: filter.q })}`,
  );
}

export function settingsPage(
  frame: Omit<Frame, 'title' | 'section'>,
  settings: { treesPlanted: number; treesFunded: number; mail: OutboxSummary; smtp: boolean },
): string {
  const { mail } = settings;
  return layout(
    { ...frame, title: 'Settings', section: 'settings' },
    html`<div class="page-head"><h1>Settings</h1></div>
      <form class="panel stack" method="post" action="/admin/settings">
        <h2>Green initiative</h2>
        ${csrfField(frame.session)}
        <p class="sub">
          Shown on the home page next to the ${settings.treesFunded} trees funded so far.
        </p>
        <div>
          <label for="treesPlanted">Trees planted</label
          ><input
            id="treesPlanted"
            name="treesPlanted"
            type="number"
            min="0"
            step="1"
            inputmode="numeric"
            required
            value="${settings.treesPlanted}"
          />
        </div>
        <button class="button" type="submit">Save</button>
      </form>
      <section class="panel" aria-labelledby="mail-heading">
        <h2 id="mail-heading">Mail</h2>
        <p class="sub">
          ${settings.smtp ? 'Sent through the SMTP server in SMTP_URL.' : 'SMTP_URL is not set: mails are written as .eml files on the server instead of being sent.'}
        </p>
        <dl class="stats">
          <div>
            <dt>Sent</dt>
            <dd>${mail.sent}</dd>
          </div>
          <div>
            <dt>Waiting</dt>
            <dd>${mail.waiting}</dd>
          </div>
          <div>
            <dt>Given up</dt>
            <dd>${mail.failed}</dd>
          </div>
        </dl>
        ${mail.lastError ? html`<p>Latest problem: <code>${mail.lastError}</code></p>` : ''}
      </section>`,
  );
}

/** A page for a failed admin form: the sentence, and the way back. */
export function problemPage(title: string, message: string, back: string): string {
  return document(
    title,
    html`<main class="standalone">
      <div class="panel">
        <h1>${title}</h1>
        <p class="error" role="alert">${message}</p>
        <p><a class="button secondary" href="${back}">Go back</a></p>
      </div>
    </main>`,
  );
}
