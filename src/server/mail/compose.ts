import type { Lang } from '../../shared/i18n/lang';
import { html, type SafeHtml } from '../html';

/** A mail's content as data: rendered once as plain text and once as simple HTML. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | {
      type: 'lines';
      lines: ReadonlyArray<{ label: string; amount: string; strong?: boolean }>;
    }
  | { type: 'link'; label: string; href: string }
  /** A colour as a filled cell with its hex beside it, which reads in any mail client. */
  | { type: 'swatch'; label: string; colour: string }
  /** An image sent with the mail as an inline attachment (its Content-ID). */
  | { type: 'image'; cid: string; alt: string };

export interface MailContent {
  /** The language it is written in; mails to the agency and staff are English. */
  lang?: Lang;
  title: string;
  blocks: MailBlock[];
  /** Small print under a rule: who sent it, how to unsubscribe. */
  footer: MailBlock[];
}

export interface RenderedMail {
  text: string;
  html: string;
}

// Line breaks in a value become indented lines, so a multi-line message stays readable.
const indent = (value: string, by: string): string => value.split(/\r?\n/).join(`\n${by}`);

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'fields': {
      const width = Math.max(...block.rows.map(([label]) => label.length)) + 2;
      return block.rows
        .map(
          ([label, value]) =>
            `${`${label}:`.padEnd(width)}${indent(value || '-', ' '.repeat(width))}`,
        )
        .join('\n');
    }
    case 'lines':
      return block.lines.map((line) => `${line.label}: ${line.amount}`).join('\n');
    case 'link':
      return `${block.label}:\n${block.href}`;
    case 'swatch':
      return `${block.label}: ${block.colour}`;
    case 'image':
      return `[${block.alt}: in the HTML version of this mail]`;
  }
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e7e5e4;vertical-align:top;';

function htmlBlock(block: MailBlock): SafeHtml {
  switch (block.type) {
    case 'paragraph':
      return html`<p style="margin:0 0 14px;white-space:pre-wrap;">${block.text}</p>`;
    case 'heading':
      return html`<h2 style="margin:22px 0 8px;font-size:17px;">${block.text}</h2>`;
    case 'fields':
      return html`<table
        role="presentation"
        style="border-collapse:collapse;width:100%;margin:0 0 14px;"
      >
        ${block.rows.map(
          ([label, value]) =>
            html`<tr>
              <th
                scope="row"
                style="${cell}text-align:left;color:#57534e;font-weight:600;width:30%;"
              >
                ${label}
              </th>
              <td style="${cell}white-space:pre-wrap;overflow-wrap:anywhere;">${value || '-'}</td>
            </tr> `,
        )}
      </table>`;
    case 'lines':
      return html`<table
        role="presentation"
        style="border-collapse:collapse;width:100%;margin:0 0 14px;"
      >
        ${block.lines.map(
          (line) =>
            html`<tr>
              <td style="${cell}${line.strong ? 'font-weight:700;' : ''}">${line.label}</td>
              <td
                style="${cell}text-align:right;white-space:nowrap;${line.strong ? 'font-weight:700;' : ''}"
              >
                ${line.amount}
              </td>
            </tr> `,
        )}
      </table>`;
    case 'link':
      return html`<p style="margin:0 0 14px;">
        <a href="${block.href}" style="color:#166534;">${block.label}</a>
      </p>`;
    case 'swatch':
      return html`<table role="presentation" style="border-collapse:collapse;margin:0 0 14px;">
        <tr>
          <th scope="row" style="${cell}text-align:left;color:#57534e;font-weight:600;">
            ${block.label}
          </th>
          <td
            style="width:32px;height:24px;background:${block.colour};border:1px solid #d6d3d1;"
            bgcolor="${block.colour}"
          >
            &nbsp;
          </td>
          <td style="${cell}font-family:monospace;">${block.colour}</td>
        </tr>
      </table>`;
    case 'image':
      return html`<p style="margin:0 0 14px;">
        <img
          src="cid:${block.cid}"
          alt="${block.alt}"
          width="96"
          style="display:block;width:96px;height:auto;border:1px solid #e7e5e4;"
        />
      </p>`;
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const text = [
    `${content.title}\n${'='.repeat(content.title.length)}`,
    ...content.blocks.map(textBlock),
    ...(content.footer.length ? ['--', ...content.footer.map(textBlock)] : []),
  ].join('\n\n');
  const page = html`<!doctype html>
    <html lang="${content.lang ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${content.title}</title>
      </head>
      <body
        style="margin:0;padding:16px;background:#f5f5f4;color:#1c1917;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
      >
        <div
          style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px;"
        >
          <h1 style="margin:0 0 16px;font-size:20px;">${content.title}</h1>
          ${content.blocks.map(htmlBlock)}
          ${
            content.footer.length
              ? html`<div
                  style="margin-top:24px;padding-top:12px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e;"
                >
                  ${content.footer.map(htmlBlock)}
                </div>`
              : ''
          }
        </div>
      </body>
    </html> `;
  return { text: `${text}\n`, html: page.value };
}
