/** Kilobytes a visitor downloads to open a sample, rounded as the catalogue shows them: 160. */
export const costKilobytes = (bytes: number) => Math.max(10, Math.round(bytes / 10_000) * 10);

/** The same in English words, as the budget report and the tests print it: "about 160 KB". */
export const costLabel = (bytes: number) => `about ${costKilobytes(bytes)} KB`;
