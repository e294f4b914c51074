import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../i18n';

export interface TechnologyLogo {
  name: string;
  logo: string;
}

function LogoList({
  technologies,
  copy,
}: {
  technologies: readonly TechnologyLogo[];
  copy?: boolean;
}) {
  const m = useMessages('contact').technologies;
  return (
    <ul
      aria-label={copy ? undefined : m.list}
      aria-hidden={copy ? true : undefined}
      className={`flex shrink-0 gap-4 pr-4 motion-reduce:min-w-0 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:pr-0 ${copy ? 'motion-reduce:hidden' : ''}`}
    >
      {technologies.map((technology) => (
        <li
          key={technology.name}
          className="flex min-h-16 shrink-0 items-center gap-3 rounded-2xl bg-white py-3 pr-5 pl-3 ring-1 ring-stone-200"
        >
          <img
            src={technology.logo}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10"
          />
          <span className="text-sm font-semibold whitespace-nowrap text-stone-800">
            {technology.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The technology logos drifting sideways (a hidden second copy makes the loop seamless), with a
 * pause button; with reduced motion they sit still and wrap.
 */
export function TechnologyMarquee({ technologies }: { technologies: readonly TechnologyLogo[] }) {
  const m = useMessages('contact').technologies;
  const [paused, setPaused] = useState(false);
  return (
    <div className="group relative">
      <div className="-m-1 overflow-hidden p-1 [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)] motion-reduce:[mask-image:none]">
        <div
          className={`flex w-max motion-safe:animate-tech-marquee motion-safe:group-focus-within:[animation-play-state:paused] motion-safe:group-hover:[animation-play-state:paused] motion-reduce:w-auto ${paused ? 'motion-safe:[animation-play-state:paused]' : ''}`}
        >
          <LogoList technologies={technologies} />
          <LogoList technologies={technologies} copy />
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-stone-700 ring-1 ring-stone-300 transition-colors hover:bg-stone-100 hover:text-stone-950 motion-reduce:hidden"
      >
        {paused ? (
          <Play className="size-4" aria-hidden="true" />
        ) : (
          <Pause className="size-4" aria-hidden="true" />
        )}
        {paused ? m.play : m.pause}
      </button>
    </div>
  );
}
