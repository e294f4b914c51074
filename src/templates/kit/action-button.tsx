import { useFill } from './identity';
import type { Action, Theme } from './theme';

/** A link styled as a button when the action has an href; otherwise an inert button. Its label may say {name}. */
export function ActionButton({
  theme,
  action,
  className = '',
}: {
  theme: Theme;
  action: Action;
  className?: string;
}) {
  const fill = useFill();
  const classes = `${theme.button[action.variant ?? 'primary']} ${className}`;
  const Icon = action.icon;
  const content = (
    <>
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      {fill(action.label)}
    </>
  );
  if (action.href) {
    return (
      <a href={action.href} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={classes}>
      {content}
    </button>
  );
}

/** A row of actions that wraps on a phone. */
export function ActionRow({
  theme,
  actions,
  className = '',
}: {
  theme: Theme;
  actions: readonly Action[];
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <ActionButton key={action.label} theme={theme} action={action} />
      ))}
    </div>
  );
}
