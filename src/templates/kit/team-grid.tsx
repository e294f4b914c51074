import type { LucideIcon } from 'lucide-react';
import { Card, CardGrid } from './card-grid';
import type { KitImage, Theme } from './theme';

/** A doctor, lawyer or team member: portrait, name, role, a line or two, and facts with icons. */
export interface Person {
  name: string;
  /** Specialty or position, shown in the accent under the name. */
  role: string;
  text?: string;
  image: KitImage;
  /** A small label on the card, e.g. "Available today". */
  badge?: string;
  facts?: readonly { icon: LucideIcon; text: string }[];
}

/** The people of the business as portrait cards. */
export function TeamGrid({
  theme,
  people,
  columns = 3,
  imageClass = 'aspect-square',
}: {
  theme: Theme;
  people: readonly Person[];
  columns?: 3 | 4;
  /** The portraits' shape, e.g. 'aspect-[4/3]'. */
  imageClass?: string;
}) {
  return (
    <CardGrid columns={columns}>
      {people.map((person) => (
        <Card
          key={person.name}
          theme={theme}
          image={person.image}
          imageClass={imageClass}
          badge={person.badge}
          title={person.name}
          meta={person.role}
          text={person.text}
        >
          {person.facts?.length ? (
            <ul className="mt-5 space-y-2 border-t border-current/15 pt-4 text-sm">
              {person.facts.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-2">
                  <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${theme.accent}`} />
                  {text}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ))}
    </CardGrid>
  );
}
