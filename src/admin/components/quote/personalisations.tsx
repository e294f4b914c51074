import type { QuoteDetail, StoredPersonalisation } from '../../../shared/schemas/admin';
import { Section } from '../ui';

const triedFields = [
  ['Business name', 'name'],
  ['Tagline', 'tagline'],
  ['Phone', 'phone'],
  ['Email', 'email'],
  ['Town', 'town'],
] as const satisfies ReadonlyArray<readonly [string, keyof StoredPersonalisation]>;

/** What the customer tried each template with on its sample site, so the work starts from it. */
export function Personalisations({ quote }: { quote: QuoteDetail }) {
  const tried = quote.items.flatMap((item) =>
    item.personalisation ? [{ title: item.title, ...item.personalisation }] : [],
  );
  if (tried.length === 0) return null;
  return (
    <Section title="Tried with their business">
      <ul className="space-y-5">
        {tried.map((item) => (
          <li key={item.title} className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {item.logoUrl ? (
              <img
                src={item.logoUrl}
                alt={`Logo of ${item.name || 'the customer'}`}
                className="size-20 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain p-1"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-stone-950">{item.title}</h3>
              <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                {triedFields.map(([label, key]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-stone-500">{label}</dt>
                    <dd className="break-words text-stone-900">
                      {item[key] || <span className="text-stone-500">Not given</span>}
                    </dd>
                  </div>
                ))}
                <dt className="font-medium text-stone-500">Accent colour</dt>
                <dd className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-6 shrink-0 rounded border border-stone-300"
                    style={{ backgroundColor: item.accent }}
                  />
                  <span className="font-mono text-stone-900">{item.accent}</span>
                </dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
