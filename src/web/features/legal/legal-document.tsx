import { ArrowUp, BookOpenText } from 'lucide-react';
import { Link } from 'react-router';
import { fill } from '../../../shared/i18n/format';
import { containerStyles, textLinkStyles } from '../../components/ui/styles';
import { useLang, useLocalPath, useMessages } from '../../i18n';
import { LegalContacts, ResponseTimes } from './legal-contacts';
import { effectiveDateIso, policyVersion } from '../../../shared/legal-facts';
import { RichText } from './rich-text';
import type { LegalBlock, LegalDocument, LegalSection } from '../../../shared/words/legal-document';

/** "Version 1.0 · Effective January 1, 2025", shown under each document's title. */
export function DocumentVersion() {
  const m = useMessages('legal');
  const [beforeDate, afterDate] = fill(m.version, { version: policyVersion }).split('{date}');
  return (
    <p className="mt-3 text-base text-stone-600">
      {beforeDate}
      <time dateTime={effectiveDateIso}>{m.effectiveDate}</time>
      {afterDate}
    </p>
  );
}

/**
 * On a page that summarises the English text (decision 060): says so and links to the binding
 * English page. A full page load, as the language switch does, so that page brings its own words.
 */
export function EnglishTextNotice({ path }: { path: string }) {
  const lang = useLang();
  const m = useMessages('legal').summaryOfEnglish;
  if (lang === 'en') return null;
  return (
    <div className="mt-6 rounded-2xl border border-brand-200 bg-white p-4 text-base leading-7">
      <p className="text-stone-700">{m.notice}</p>
      <a
        href={path}
        hrefLang="en"
        className={`${textLinkStyles} mt-2 inline-flex min-h-11 items-center gap-2 font-semibold`}
      >
        <BookOpenText className="size-4 shrink-0" aria-hidden="true" />
        {m.readDocument}
      </a>
    </div>
  );
}

function ContactsBlock() {
  const m = useMessages('legal');
  return (
    <div className="space-y-6 pt-2">
      <div>
        <h3 className="mb-3 text-lg font-semibold">{m.responseTimesHeading}</h3>
        <ResponseTimes />
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold">{m.emailAndPhoneHeading}</h3>
        <LegalContacts />
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li key={item.term}>
              <strong className="font-semibold text-stone-950">{item.term}</strong>:{' '}
              <RichText text={item.text} />
            </li>
          ))}
        </ul>
      );
    case 'contacts':
      return <ContactsBlock />;
  }
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-11 items-baseline gap-2 rounded-md px-2 py-2.5 lg:min-h-9 lg:py-1.5 text-stone-700 hover:bg-stone-100 hover:text-stone-950"
          >
            <span className="w-5 shrink-0 text-right text-stone-500 tabular-nums">
              {index + 1}.
            </span>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal document: contents with in-page anchors, then every section at a readable measure,
 * then the contacts. `path` is the English page, which a summary's sections link to.
 */
export function LegalDocumentView({ document, path }: { document: LegalDocument; path: string }) {
  const m = useMessages('legal');
  const isSummary = useLang() !== 'en';
  const localPath = useLocalPath();
  const sections = [...document.sections, m.contactSection];
  return (
    <div
      data-launcher-in-flow=""
      className={`${containerStyles} py-12 sm:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16`}
    >
      <aside className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
        <nav
          aria-labelledby="contents-heading"
          className="rounded-2xl border border-stone-200 bg-stone-50 p-4"
        >
          <h2
            id="contents-heading"
            className="px-2 text-sm font-semibold tracking-wide text-stone-950 uppercase"
          >
            {m.contents}
          </h2>
          <div className="mt-3">
            <TableOfContents sections={sections} />
          </div>
        </nav>
      </aside>

      <article className="max-w-prose">
        {sections.map((section, index) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="border-b border-stone-200 py-8 first:pt-0 last:border-b-0"
          >
            <h2 id={section.id} className="text-2xl font-bold tracking-tight">
              <span className="mr-2 text-brand-700 tabular-nums">{index + 1}.</span>
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-stone-700">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
              {isSummary ? (
                <p className="text-sm">
                  <a
                    href={`${path}#${section.id}`}
                    hrefLang="en"
                    className={`${textLinkStyles} inline-flex min-h-11 items-center`}
                  >
                    {m.summaryOfEnglish.readSection}
                  </a>
                </p>
              ) : null}
            </div>
          </section>
        ))}
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a
            href="#contents-heading"
            className={`${textLinkStyles} inline-flex min-h-11 items-center gap-1`}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            {m.backToContents}
          </a>
          <Link
            to={localPath('/legal')}
            className={`${textLinkStyles} inline-flex min-h-11 items-center`}
          >
            {m.allLegalInformation}
          </Link>
          {isSummary ? (
            <a
              href={path}
              hrefLang="en"
              className={`${textLinkStyles} inline-flex min-h-11 items-center`}
            >
              {m.summaryOfEnglish.readDocument}
            </a>
          ) : null}
        </p>
      </article>
    </div>
  );
}
