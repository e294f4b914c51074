// How both client builds (React Router's and the islands', decision 095) name and group chunks.

/**
 * A chunk of one language's words says its language ('layout.tpi-<hash>.js'): the service worker
 * keeps only the visitor's language (src/sw/sw.ts), and a page's boot list names its own
 * (scripts/island-pages.ts). A shared chunk of one language's words counts too.
 */
export function chunkFileNames(chunk: { moduleIds: readonly string[] }): string {
  const langs = new Set(
    chunk.moduleIds.map((id) => /\/src\/shared\/words\/(en|tpi)\//.exec(id)?.[1] ?? 'none'),
  );
  const lang = langs.size === 1 ? [...langs].find((name) => name !== 'none') : undefined;
  return lang ? `assets/[name].${lang}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * What most pages share (icons, helpers) in one file instead of a file per icon (decision 021).
 * Not the schemas, saved replies, phone helper, JSON client or words: forms load their schema and
 * client when sent, words travel per page, and the rest only the staff inbox uses (decisions 047,
 * 074, 077).
 */
export const commonChunk = {
  name: 'common',
  test: /lucide-react|preload-helper|\/src\/(web\/|shared\/(?!schemas\/|saved-replies|phone|json-client|words\/)|templates\/kit\/(deferred|in-turn|island-id)\.)/,
  minShareCount: 4,
  priority: 1,
};
