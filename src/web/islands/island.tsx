import type { ComponentType } from 'react';
import { IslandNameContext } from '../../islands/island-id';
import type { IslandName } from './island-areas';

/**
 * An interactive part of the page, rendered in place. On an island page (decision 091) the box
 * is where it hydrates by itself, with these props; on other pages it is an empty frame.
 * `display: contents`, so the box changes no layout.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const json = JSON.stringify(props);
  return (
    <div data-island={name} data-props={json === '{}' ? undefined : json} className="contents">
      <IslandNameContext value={name}>
        <Component {...props} />
      </IslandNameContext>
    </div>
  );
}
