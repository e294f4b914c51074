import { Form, Link } from 'react-router';
import { langNames, langOfPath } from '../../../shared/i18n/lang';
// The list the build prerenders: pure data (shared modules only), not the public app's code.
// eslint-disable-next-line import-x/no-restricted-paths
import { agencyPaths } from '../../../web/app/paths';
import { reviewHref } from '../../review-path';
import { inputStyles, labelStyles, Section, smallButtonStyles } from '../ui';

// Tok Pisin first: it is the language the reviewers correct.
const groups = (['tpi', 'en'] as const).map((lang) => ({
  lang,
  paths: agencyPaths.filter((path) => langOfPath(path) === lang),
}));

const pageLinkStyles =
  'flex min-h-11 items-center rounded-lg border border-stone-200 bg-stone-50 px-3 font-mono text-sm text-brand-800 hover:border-brand-300 hover:bg-brand-50';

/** Every public page, each opening the review mode; any other path through the form. */
export function ReviewLinks() {
  return (
    <Section title="Review a page">
      <p className="mb-3 text-sm text-stone-600">
        Open a page as visitors see it, then pick any text on it to propose a better wording.
      </p>
      <div className="space-y-4">
        {groups.map(({ lang, paths }) => (
          <div key={lang}>
            <h3 className="mb-2 text-sm font-semibold text-stone-800">{langNames[lang]}</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {paths.map((path) => (
                <li key={path} className="min-w-0">
                  <Link to={reviewHref(path)} className={pageLinkStyles}>
                    <span className="truncate">{path}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Form method="get" action="/admin/words/review" className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="review-other-page" className={labelStyles}>
              Another page of the site
            </label>
            <input
              id="review-other-page"
              name="page"
              required
              placeholder="/tpi/order"
              autoComplete="off"
              spellCheck={false}
              className={`${inputStyles} mt-1 font-mono`}
            />
          </div>
          <button type="submit" className={smallButtonStyles.secondary}>
            Review it
          </button>
        </Form>
      </div>
    </Section>
  );
}
