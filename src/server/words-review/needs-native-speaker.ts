import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../shared/i18n/lang';
import type { WordEntry } from '../../shared/words/word-index';
import reviewed from './reviewed-tpi.json';
import { uncertainTokPisin } from './uncertain-tpi';

// Issue 28, item 4: which Tok Pisin strings a native speaker should read first. reviewed-tpi.json
// holds a short hash of each string as it was when it was last reviewed: by the November 2026
// review (not a native speaker's) or by a native reviewer's accepted wording (words:apply).

export const REVIEWED_PATH = 'src/server/words-review/reviewed-tpi.json';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const reviewedHashes: Readonly<Record<string, string>> = reviewed;

/** Why a native speaker should read this string, and how soon: the review's questions first. */
function need(entry: WordEntry): { reason: string; rank: number } | null {
  if (entry.lang !== 'tpi') return null;
  const uncertain = uncertainTokPisin[entry.key];
  if (uncertain) return { reason: uncertain, rank: 0 };
  const hash = reviewedHashes[entry.key];
  if (hash === undefined) {
    return { reason: 'Written after the November 2026 review: nobody has read it yet.', rank: 2 };
  }
  if (hash !== hashOf(entry.text))
    return { reason: 'Changed since it was last reviewed.', rank: 1 };
  return null;
}

/** Why a native speaker should read this string first, or null. */
export const needsNativeSpeaker = (entry: WordEntry): string | null => need(entry)?.reason ?? null;

/** Orders strings for a reviewer: the review's open questions, then changed, new, the rest. */
export const nativeSpeakerRank = (entry: WordEntry): number => need(entry)?.rank ?? 3;

/** Notes a native reviewer's wording, written by words:apply, as reviewed (under `root`). */
export function recordReviewed(lang: Lang, key: string, text: string, root = process.cwd()): void {
  if (lang !== 'tpi') return;
  const path = join(root, REVIEWED_PATH);
  const hashes = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  hashes[key] = hashOf(text);
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
