import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { useStableId } from '../../../islands/island-id';
import { useMessages } from '../../i18n';
import { type CatalogueQuery, type SortOrder, sortOrders } from './search';

interface SearchControlsProps {
  value: CatalogueQuery;
  onChange: (next: CatalogueQuery) => void;
  inputRef: Ref<HTMLInputElement>;
}

const field =
  'min-h-12 w-full rounded-xl border border-stone-300 bg-white text-base text-stone-900 hover:border-stone-400 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700';
const label = 'text-sm font-medium text-stone-800';

/** Search by name, category or feature, and the sort order; results change as the visitor types. */
export function SearchControls({ value, onChange, inputRef }: SearchControlsProps) {
  const m = useMessages('products').search;
  const searchId = useStableId('search');
  const sortId = useStableId('sort');
  return (
    <div
      role="search"
      aria-label={m.region}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]"
    >
      <div>
        <label htmlFor={searchId} className={label}>
          {m.label}
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={searchId}
            type="search"
            value={value.query}
            onChange={(event) => onChange({ ...value, query: event.target.value })}
            placeholder={m.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={`${field} pr-3 pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={sortId} className={label}>
          {m.sortLabel}
        </label>
        <select
          id={sortId}
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as SortOrder })}
          className={`${field} mt-1 px-3`}
        >
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {m.sort[order]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
