import { useSiteFacts } from '../../islands/page-content';

/** The agency mark (a stylised kumul plume in a rounded square) and name. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { name } = useSiteFacts();
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-stone-950' : 'text-white'}`}
      >
        {name}
      </span>
    </span>
  );
}

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path
        d="M9 7v18M9 17c4-1 8-4 10-10M12 15c3 2 6 6 11 10"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
      <circle cx="22.5" cy="8.5" r="2" className="fill-amber-300" />
    </svg>
  );
}
