import { Form, useNavigation, useSubmit } from 'react-router';
import { SEARCH_MIN_LENGTH } from '../../shared/schemas/admin';
import { Empty, inputStyles, labelStyles, smallButtonStyles } from './ui';

interface Filter {
  /** The query parameter, e.g. `status`. */
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

/**
 * A list page's search: a search box, an optional filter that applies as soon as it changes, and
 * a Search button that says when it is busy. `path` is the list's own address.
 */
export function SearchForm({
  path,
  title,
  searchLabel,
  placeholder,
  q,
  filter,
}: {
  path: string;
  title: string;
  searchLabel: string;
  placeholder: string;
  q: string;
  filter?: Filter;
}) {
  const submit = useSubmit();
  const searching = useNavigation().location?.pathname === path;
  const id = path.slice(path.lastIndexOf('/') + 1);
  return (
    <Form
      method="get"
      role="search"
      aria-label={title}
      className={`mb-4 grid gap-3 sm:items-end ${filter ? 'sm:grid-cols-[minmax(0,1fr)_12rem_auto]' : 'sm:grid-cols-[minmax(0,1fr)_auto]'}`}
    >
      <div>
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="q"
          key={q}
          defaultValue={q}
          placeholder={placeholder}
          className={inputStyles}
        />
      </div>
      {filter && (
        <div className="flex items-center gap-2 sm:block">
          <label htmlFor={`${id}-${filter.name}`} className={`${labelStyles} sm:sr-only`}>
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.name}`}
            name={filter.name}
            key={filter.value}
            defaultValue={filter.value}
            onChange={(event) => submit(event.currentTarget.form)}
            className={inputStyles}
          >
            {filter.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" disabled={searching} className={smallButtonStyles.primary}>
        {searching ? 'Searching…' : 'Search'}
      </button>
    </Form>
  );
}

/** An empty result of an indexed search, saying so when the term was too short to look up. */
export function NoMatches({ what, q }: { what: string; q: string }) {
  return (
    <Empty>
      {q.length > 0 && q.length < SEARCH_MIN_LENGTH
        ? `No ${what} match: a search needs at least ${SEARCH_MIN_LENGTH} characters.`
        : `No ${what} match.`}
    </Empty>
  );
}
