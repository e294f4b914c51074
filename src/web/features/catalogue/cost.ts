/** Bytes a visitor downloads to open a sample, rounded as the catalogue shows it: "about 160 KB". */
export const costLabel = (bytes: number) =>
  `about ${Math.max(10, Math.round(bytes / 10_000) * 10)} KB`;
