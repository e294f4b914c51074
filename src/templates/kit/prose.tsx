import { useFill } from './identity';

/** Paragraphs of page copy, which may name the business: {name}, {town} and so on. */
export function Prose({
  paragraphs,
  className = '',
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  const fill = useFill();
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
    </div>
  );
}
