import type { ReactNode } from 'react';
import { type Template, templates } from '../../../shared/catalogue';
import type { FaqPlaceholder } from '../../../shared/faq';
import { fill } from '../../../shared/i18n/format';
import { readDecimalInteger } from '../../../shared/decimal-integer';
import { NEW_TEMPLATE_IMAGE } from '../../../shared/images';
import { type Lang, langNames, langs } from '../../../shared/i18n/lang';
import { formatMoney, kina } from '../../../shared/money';
import { type PortfolioProject, projects } from '../../../shared/portfolio';
import { adminApi } from '../../../shared/schemas/admin';
import type { ContentKind } from '../../../shared/schemas/content';
import { catalogue as enCatalogue } from '../../../shared/words/en/catalogue';
import { chatCopy as enChat } from '../../../shared/words/en/chat';
import { footer as enFooter } from '../../../shared/words/en/footer';
import { portfolio as enPortfolio } from '../../../shared/words/en/portfolio';
import { products as enProducts } from '../../../shared/words/en/products';
import { catalogue as tpiCatalogue } from '../../../shared/words/tpi/catalogue';
import { chatCopy as tpiChat } from '../../../shared/words/tpi/chat';
import { portfolio as tpiPortfolio } from '../../../shared/words/tpi/portfolio';
import { products as tpiProducts } from '../../../shared/words/tpi/products';
import { FooterContacts } from '../../../web/app/layout/site-footer';
import { TemplateCard } from '../../../web/features/catalogue/template-card';
import { MessageItem } from '../../../web/features/help-chat/chat-body';
import { ProjectCard } from '../../../web/features/portfolio/project-card';
import { type Messages, PageAddressContext, PageMessagesContext } from '../../../web/i18n';
import { valueAt } from '../../content-form';

// A small preview of an item as visitors see it, drawn by the components the public pages use
// (decision 123), fed the form's values as they are typed. The whole page is the render
// pipeline's (issue 45, point 3); texts, the portfolio's order and the quick questions have none.

const words = {
  en: { catalogue: enCatalogue, products: enProducts, chat: enChat, portfolio: enPortfolio },
  tpi: { catalogue: tpiCatalogue, products: tpiProducts, chat: tpiChat, portfolio: tpiPortfolio },
} as const;

/** The kinds with a preview. */
export const hasPreview = (kind: ContentKind): boolean =>
  kind === 'template' || kind === 'project' || kind === 'faq' || kind === 'facts';

const text = (data: unknown, path: string): string => {
  const value = valueAt(data, path);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const list = (data: unknown, path: string): string[] => {
  const value = valueAt(data, path);
  return Array.isArray(value) ? value.map(String) : [];
};

/** A page of the site in a language, as the public components read it. */
function InLanguage({
  lang,
  path,
  messages,
  children,
}: {
  lang: Lang;
  path: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const pathname = lang === 'en' ? path : `/tpi${path}`;
  return (
    <div lang={lang}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {langNames[lang]}
      </p>
      <PageAddressContext.Provider value={{ pathname, search: '', hash: '' }}>
        <PageMessagesContext.Provider value={messages}>{children}</PageMessagesContext.Provider>
      </PageAddressContext.Provider>
    </div>
  );
}

function TemplatePreview({ slug, data }: { slug: string; data: unknown }) {
  const code = templates.find((t) => t.slug === slug);
  const price = readDecimalInteger(text(data, 'price'));
  const status = text(data, 'status') === 'active' ? 'active' : 'coming_soon';
  const picture = text(data, 'picture');
  const template: Template = {
    id: code?.id ?? 0,
    slug,
    title: text(data, 'title'),
    category: (text(data, 'category') || 'Food') as Template['category'],
    // An uploaded picture shows its thumbnail, as the project's does.
    ...(picture
      ? { image: adminApi.logo(picture), srcSet: adminApi.logo(picture) }
      : { image: code?.image ?? NEW_TEMPLATE_IMAGE }),
    price: Number.isInteger(price) ? formatMoney(kina(price as number)) : text(data, 'price'),
    priceNumeric: Number.isInteger(price) ? (price as number) : 0,
    rating: code?.rating ?? 0,
    status,
    previewUrl: status === 'active' ? code?.previewUrl : undefined,
  };
  return langs.map((lang) => (
    <InLanguage
      key={lang}
      lang={lang}
      path="/products"
      messages={{ products: words[lang].products }}
    >
      <ul>
        <TemplateCard
          template={template}
          category={words[lang].catalogue.categories[template.category] ?? template.category}
          features={list(data, `features.${lang}`)}
          quantityInCart={0}
          onAdd={() => {}}
          cost={undefined}
          eager
          priority={false}
        />
      </ul>
    </InLanguage>
  ));
}

function ProjectPreview({ projectKey, data }: { projectKey: string; data: unknown }) {
  const code = projects.find((p) => String(p.id) === projectKey);
  const picture = text(data, 'picture');
  const project: PortfolioProject = {
    id: code?.id ?? projectKey,
    title: text(data, 'title'),
    category: (text(data, 'category') || 'jobs') as PortfolioProject['category'],
    image: picture ? adminApi.logo(picture) : (code?.image ?? null),
    year: Number(text(data, 'year')),
    status: (text(data, 'status') || 'Live') as PortfolioProject['status'],
    link: text(data, 'link') || '#',
  };
  // The card shows the words it is given, as a published page does (decision 126).
  return langs.map((lang) => (
    <InLanguage
      key={lang}
      lang={lang}
      path="/portfolio"
      messages={{ portfolio: words[lang].portfolio }}
    >
      <ProjectCard
        project={{
          ...project,
          texts: {
            description: text(data, `texts.${lang}.description`),
            technologies: list(data, `texts.${lang}.technologies`),
            results: list(data, `texts.${lang}.results`),
          },
        }}
        eagerImage
      />
    </InLanguage>
  ));
}

// A fixed time: the preview shows how an answer looks, not when it came.
const AT = new Date('2026-11-30T09:30:00+10:00');

function AnswerPreview({
  data,
  values,
}: {
  data: unknown;
  values: Record<FaqPlaceholder, string> | undefined;
}) {
  return langs.map((lang) => (
    <InLanguage key={lang} lang={lang} path="/" messages={{}}>
      <ul className="space-y-3 rounded-2xl border border-stone-200 bg-white p-3">
        {[false, true].map((isBot) => (
          <MessageItem
            key={String(isBot)}
            message={{
              id: isBot ? 2 : 1,
              // The answer's placeholders say what the published chat will say.
              text: isBot
                ? fill(text(data, `answer.${lang}`), values)
                : text(data, `question.${lang}`),
              isBot,
              timestamp: AT,
            }}
            copy={words[lang].chat}
            onNavigate={() => {}}
          />
        ))}
      </ul>
    </InLanguage>
  ));
}

function FactsPreview({ data }: { data: unknown }) {
  const phone = text(data, 'phone');
  return (
    <div className="space-y-2">
      <div className="rounded-2xl bg-stone-950 p-5 text-stone-300">
        <h3 className="text-sm font-semibold tracking-wide text-white uppercase">
          {enFooter.getInTouch}
        </h3>
        <FooterContacts
          email={text(data, 'email')}
          phone={phone}
          tel={phone.replace(/[^\d+]/g, '')}
          whatsapp={text(data, 'whatsapp')}
          hours={text(data, 'hours')}
        />
      </div>
      <p className="text-xs text-stone-600">
        The footer of the English pages, which also shows the address; the chat’s WhatsApp button
        opens the same number. Tok Pisin pages say the address and opening hours in their own words
        (texts of the footer).
      </p>
    </div>
  );
}

/** The item as visitors see it, in each language it has; nothing for a kind with no preview. */
export function ItemPreview({
  kind,
  itemKey,
  data,
  answerValues,
}: {
  kind: ContentKind;
  itemKey: string;
  data: unknown;
  /** What a chat answer's placeholders will say (the facts and prices being published). */
  answerValues?: Record<FaqPlaceholder, string>;
}) {
  let shown: ReactNode;
  if (kind === 'template') shown = <TemplatePreview slug={itemKey} data={data} />;
  else if (kind === 'project') shown = <ProjectPreview projectKey={itemKey} data={data} />;
  else if (kind === 'faq') shown = <AnswerPreview data={data} values={answerValues} />;
  else if (kind === 'facts') shown = <FactsPreview data={data} />;
  else return null;
  return (
    <section aria-labelledby="content-preview" className="space-y-3">
      <div>
        <h2 id="content-preview" className="text-lg font-semibold">
          Preview
        </h2>
        <p className="text-sm text-stone-600">
          As visitors will see it once published, with what the form holds now.
        </p>
      </div>
      {/* A picture of the page: its buttons and links do nothing here. */}
      <div inert className="space-y-4">
        {shown}
      </div>
    </section>
  );
}
