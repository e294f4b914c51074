import { useEffect, useState } from 'react';
import { IMPACT_BASELINE } from '../../../shared/money';

export interface Impact {
  treesFunded: number;
  treesPlanted: number;
  totalContributions: number;
}

export const IMPACT_ENDPOINT = '/api/sustainability/impact';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The server's figures, or undefined when the answer is not the shape we expect. */
function parseImpact(body: unknown): Impact | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { trees_funded, trees_planted, total_contributions } = body as Record<string, unknown>;
  if (!isCount(trees_funded) || !isCount(trees_planted) || !isCount(total_contributions)) {
    return undefined;
  }
  return {
    treesFunded: trees_funded,
    treesPlanted: trees_planted,
    totalContributions: total_contributions,
  };
}

/** The impact counters: the baseline (also in the prerendered HTML) until the server answers. */
export function useImpact(): Impact {
  const [impact, setImpact] = useState<Impact>(IMPACT_BASELINE);
  useEffect(() => {
    const controller = new AbortController();
    fetch(IMPACT_ENDPOINT, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => {
        const figures = parseImpact(body);
        if (figures) setImpact(figures);
      })
      // The spec keeps the defaults silently when the call fails: nothing to log or show.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return impact;
}
