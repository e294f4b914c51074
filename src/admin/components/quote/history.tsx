import type { QuoteEvent } from '../../../shared/schemas/admin';
import { formatTime } from '../../format';
import { Section } from '../ui';

// Everything that happened to the quote, oldest first.

const eventLabels: Record<QuoteEvent['kind'], string> = {
  received: 'Request received',
  status: 'Status changed',
  note: 'Note',
  reply: 'Reply sent',
  whatsapp: 'WhatsApp chat opened',
  accepted: 'Accepted by the customer',
  link: 'Accept link',
  issued: 'Invoice issued',
  paid: 'Paid',
  'part-paid': 'Part paid',
  cancelled: 'Invoice cancelled',
  reminded: 'Reminder sent',
  delivered: 'Delivered',
  receipt: 'Receipt mailed',
  site: 'Website',
};

export function History({ events }: { events: QuoteEvent[] }) {
  return (
    <Section title="History">
      <ol aria-label="History" className="space-y-4">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative border-l-2 border-stone-200 pl-4">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[5px] size-2 rounded-full ${event.kind === 'received' ? 'bg-sky-500' : 'bg-brand-600'}`}
            />
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-stone-950">{eventLabels[event.kind]}</span>
              <span className="text-stone-600">{event.by ?? 'Customer'}</span>
              <time dateTime={event.at} className="text-stone-500 tabular-nums">
                {formatTime(event.at)}
              </time>
            </p>
            {event.text && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
                {event.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
