import { brand } from '../../shared/brand';
import type { TemplateIdentity } from './meta';

/** Accent colours a sample site may use; full class names so Tailwind sees them. */
const tones = {
  emerald: { bar: 'bg-emerald-700', text: 'text-emerald-700', soft: 'bg-emerald-50' },
  rose: { bar: 'bg-rose-700', text: 'text-rose-700', soft: 'bg-rose-50' },
  amber: { bar: 'bg-amber-700', text: 'text-amber-700', soft: 'bg-amber-50' },
  sky: { bar: 'bg-sky-700', text: 'text-sky-700', soft: 'bg-sky-50' },
  indigo: { bar: 'bg-indigo-700', text: 'text-indigo-700', soft: 'bg-indigo-50' },
  orange: { bar: 'bg-orange-700', text: 'text-orange-700', soft: 'bg-orange-50' },
  slate: { bar: 'bg-slate-800', text: 'text-slate-700', soft: 'bg-slate-100' },
  teal: { bar: 'bg-teal-700', text: 'text-teal-700', soft: 'bg-teal-50' },
  red: { bar: 'bg-red-700', text: 'text-red-700', soft: 'bg-red-50' },
  violet: { bar: 'bg-violet-700', text: 'text-violet-700', soft: 'bg-violet-50' },
} as const;

export type Tone = keyof typeof tones;

/** Stand-in for a sample site until its sections are built from the kit. */
export function PlaceholderSite({ identity, tone }: { identity: TemplateIdentity; tone: Tone }) {
  const colours = tones[tone];
  return (
    <div className="flex min-h-dvh flex-col bg-white text-stone-800">
      <p className="bg-stone-900 px-4 py-2 text-center text-xs text-stone-200">
        Sample website template by {brand.name}.{' '}
        <a href="/products" className="font-semibold text-white underline underline-offset-2">
          Back to templates
        </a>
      </p>
      <header className={`${colours.bar} text-white`}>
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <span className="text-lg font-bold tracking-tight">{identity.name}</span>
        </div>
      </header>
      <main className={`flex-1 ${colours.soft}`}>
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className={`text-sm font-semibold tracking-wide uppercase ${colours.text}`}>
            {identity.kind}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-stone-950 sm:text-6xl">
            {identity.name}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-600">{identity.tagline}</p>
        </div>
      </main>
      <footer className="border-t border-stone-200 px-4 py-6 text-center text-xs text-stone-500">
        © {identity.name}. Sample content.
      </footer>
    </div>
  );
}
