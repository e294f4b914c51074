import { useIdentity } from './identity';

/** The business's mark before its name: an icon on an accent chip, or the visitor's logo. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  const { logo } = useIdentity();
  if (logo.kind === 'image') {
    return (
      <img
        src={logo.src}
        alt=""
        className={`${className} w-auto max-w-24 shrink-0 object-contain`}
      />
    );
  }
  const Icon = logo.icon;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-md bg-(--accent) text-(--on-accent) ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
