import type { Kysely, Transaction } from 'kysely';
import {
  type Template,
  type TemplateInput,
  catalogueEntries,
  toTemplate,
} from '../../shared/catalogue';
import { NEW_TEMPLATE_IMAGE } from '../../shared/images';
import { type FaqAnswers, type FaqTopic, quickTopics } from '../../shared/faq';
import type { Lang } from '../../shared/i18n/lang';
import { type PortfolioProject, projects as codeProjects } from '../../shared/portfolio';
import {
  type ContentData,
  type ContentKind,
  SITE_KEY,
  parseTextKey,
} from '../../shared/schemas/content';
import { faq as enFaq } from '../../shared/words/en/faq';
import { faq as tpiFaq } from '../../shared/words/tpi/faq';
import {
  NO_OVERRIDES,
  type PublishedOverrides,
  latestContentVersion,
  readContentVersion,
} from '../db/repositories/content';
import type { Database } from '../db/schema';
import { codeFacts, codeValue, perLang } from './code-content';
import { pictureSources } from './pictures';

// What the server serves (decision 121): the newest published version merged over the code's
// content. Each process keeps it in memory and asks the database for the version number at most
// once per refresh interval, so processes on one database agree within that interval.

/** A portfolio project as published: the code's facts and words, or an owner's. */
export type PublishedProject = ContentData['project'] & {
  key: string;
  /** The code's picture; null when an uploaded one (`picture`) replaces it, or for a new project. */
  image: string | null;
};

export interface PublishedSite {
  /** 0: nothing published, the code's content as it is. */
  version: number;
  templates: readonly Template[];
  findTemplate: (id: number) => Template | undefined;
  /** Each template's features by slug, per language. */
  features: Readonly<Record<Lang, Readonly<Record<string, readonly string[]>>>>;
  /** In the published order, hidden ones included (`hidden`): a page shows the others. */
  projects: readonly PublishedProject[];
  faq: Readonly<Record<Lang, FaqAnswers>>;
  quickTopics: readonly FaqTopic[];
  facts: ContentData['facts'];
  /** Per language, the texts owners changed: word key → text. Any other is the code's. */
  texts: Readonly<Record<Lang, ReadonlyMap<string, string>>>;
}

const codeFaq: Record<Lang, FaqAnswers> = { en: enFaq, tpi: tpiFaq };

/** The site a version publishes: its items over the code's content. */
export function publishedSite(version: number, overrides: PublishedOverrides): PublishedSite {
  const of = <K extends ContentKind>(kind: K) =>
    new Map(
      overrides.items
        .filter((item) => item.kind === kind)
        .map((item) => [item.key, item.data as ContentData[K]]),
    );
  const templateData = of('template');
  const entries: TemplateInput[] = catalogueEntries.map((entry) => {
    const data = templateData.get(entry.slug);
    if (!data) return entry;
    const { previewUrl, ...rest } = entry;
    return {
      ...rest,
      title: data.title,
      priceNumeric: data.price,
      category: data.category,
      status: data.status,
      // A live site the code links to is previewed only while the template is on sale.
      ...(previewUrl && data.status === 'active' ? { previewUrl } : {}),
    };
  });
  for (const [slug, data] of templateData) {
    const id = overrides.templateIds[slug];
    if (codeValue('template', slug) !== undefined || id === undefined) continue;
    // A new template is coming soon (no sample site) and has no rating yet.
    const { title, price, category, status } = data;
    entries.push({ id, slug, title, priceNumeric: price, category, status, rating: 0 });
  }
  // An uploaded picture shows in its sizes; a change saved before templates had one has none,
  // and a new template without one shows the shipped sketch (it has no image of its own).
  const templates = entries.map((entry): Template => {
    const picture = templateData.get(entry.slug)?.picture;
    if (picture) return { ...toTemplate(entry), ...pictureSources(picture) };
    const isNew = codeValue('template', entry.slug) === undefined;
    return isNew ? { ...toTemplate(entry), image: NEW_TEMPLATE_IMAGE } : toTemplate(entry);
  });
  const byId = new Map(templates.map((t) => [t.id, t]));

  const features = perLang((lang) =>
    Object.fromEntries(
      templates.map(({ slug }) => {
        const data = (templateData.get(slug) ??
          codeValue('template', slug)) as ContentData['template'];
        return [slug, data.features[lang]];
      }),
    ),
  );

  const projectData = of('project');
  const order = of('portfolio-order').get(SITE_KEY)?.order ?? codeProjects.map((p) => String(p.id));
  const keys = [
    ...new Set([...order, ...codeProjects.map((p) => String(p.id)), ...projectData.keys()]),
  ];
  const projects = keys.flatMap((key): PublishedProject[] => {
    const code: PortfolioProject | undefined = codeProjects.find((p) => String(p.id) === key);
    const data = projectData.get(key) ?? (codeValue('project', key) as ContentData['project']);
    if (!data) return [];
    return [{ ...data, key, image: data.picture === null ? (code?.image ?? null) : null }];
  });

  const faqData = of('faq');
  const faq = perLang((lang): FaqAnswers => {
    const entries = { ...codeFaq[lang].entries };
    for (const [topic, data] of faqData) {
      entries[topic as FaqTopic] = { question: data.question[lang], answer: data.answer[lang] };
    }
    return { entries, fallback: codeFaq[lang].fallback };
  });

  const texts = perLang(() => new Map<string, string>());
  for (const [key, data] of of('text')) {
    const text = parseTextKey(key);
    if (text) texts[text.lang].set(text.wordKey, data.text);
  }

  return {
    version,
    templates,
    findTemplate: (id) => byId.get(id),
    features,
    projects,
    faq,
    quickTopics: of('quick-questions').get(SITE_KEY)?.topics ?? quickTopics,
    facts: of('facts').get(SITE_KEY) ?? codeFacts,
    texts,
  };
}

/**
 * The published site as this process serves it. `current()` asks the database for the newest
 * version number when the last answer is older than `refreshMs` (one cheap query), and reads
 * that version's content only when the number changed.
 */
export class PublishedContent {
  readonly #db: Kysely<Database>;
  readonly #refreshMs: number;
  #site: PublishedSite = publishedSite(0, NO_OVERRIDES);
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<PublishedSite> | undefined;
  #generation = 0;
  /** Checks started, and the newest whose answer is held: an older one finishing later is dropped. */
  #checks = 0;
  #held = 0;

  constructor(db: Kysely<Database>, refreshMs: number) {
    this.#db = db;
    this.#refreshMs = refreshMs;
  }

  /**
   * A caller inside a transaction passes it: on SQLite the transaction holds the one connection, so
   * a check on the pool would wait for its end.
   */
  async current(trx?: Transaction<Database>): Promise<PublishedSite> {
    if (Date.now() - this.#checkedAt < this.#refreshMs) return this.#site;
    if (trx) return this.#refresh(trx);
    // Requests that arrive during a check share it.
    if (!this.#checking) {
      const checking = this.#refresh().finally(() => {
        if (this.#checking === checking) this.#checking = undefined;
      });
      this.#checking = checking;
    }
    return this.#checking;
  }

  /** The version held, without asking the database: for an answer while the database fails. */
  held(): PublishedSite {
    return this.#site;
  }

  /** After a publish by this process: its next request reads the new version. */
  expire(): void {
    this.#generation += 1;
    this.#checkedAt = Number.NEGATIVE_INFINITY;
    this.#checking = undefined;
  }

  async #refresh(trx?: Transaction<Database>): Promise<PublishedSite> {
    const db = trx ?? this.#db;
    const generation = this.#generation;
    const check = ++this.#checks;
    const version = await latestContentVersion(db);
    const stored =
      version > 0 && version !== this.#site.version
        ? await readContentVersion(db, version)
        : undefined;
    // A publish here meanwhile: what was read may be older than it, so read again.
    if (generation !== this.#generation) return this.current(trx);
    if (check < this.#held) return this.#site;
    this.#held = check;
    // Another number, newer or (after a restored backup) older: that version is served.
    if (version !== this.#site.version) {
      this.#site = publishedSite(version, stored?.overrides ?? NO_OVERRIDES);
    }
    this.#checkedAt = Date.now();
    return this.#site;
  }
}
