import type { LucideIcon } from 'lucide-react';
import { Card, CardGrid, CheckList } from './card-grid';
import type { Theme } from './theme';

/** A service, department or practice area: an icon, a title, a line, and what it includes. */
export interface Service {
  title: string;
  description: string;
  icon: LucideIcon;
  /** What it includes, ticked off under the description. */
  services?: readonly string[];
}

/** Services as icon cards, each with its list of what it includes. */
export function ServiceGrid({
  theme,
  items,
  columns = 3,
  cardClass,
  listClass = 'mt-5',
}: {
  theme: Theme;
  items: readonly Service[];
  columns?: 2 | 3 | 4;
  /** Extra classes for each card, e.g. an accent top border. */
  cardClass?: string;
  /** The included list's spacing and layout. */
  listClass?: string;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <Card
          key={item.title}
          theme={theme}
          icon={item.icon}
          title={item.title}
          text={item.description}
          className={cardClass}
        >
          {item.services ? (
            <CheckList theme={theme} items={item.services} className={listClass} />
          ) : null}
        </Card>
      ))}
    </CardGrid>
  );
}
