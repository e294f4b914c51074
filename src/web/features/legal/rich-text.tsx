import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { textLinkStyles } from '../../components/ui/styles';
import { useLocalPath } from '../../i18n';
import type { Inline, RichText as RichTextValue } from '../../../shared/words/legal-document';

function InlinePart({ part }: { part: Inline }) {
  const localPath = useLocalPath();
  if (typeof part === 'string') return part;
  if (part.kind === 'email') {
    const address = brand.mailboxes[part.mailbox];
    return (
      <a href={`mailto:${address}`} className={`${textLinkStyles} break-words`}>
        {address}
      </a>
    );
  }
  if (part.kind === 'phone') {
    return (
      <a href={`tel:${brand.phone.tel}`} className={`${textLinkStyles} whitespace-nowrap`}>
        {brand.phone.display}
      </a>
    );
  }
  return (
    <Link to={localPath(part.to)} className={textLinkStyles}>
      {part.text}
    </Link>
  );
}

export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => <InlinePart key={index} part={part} />);
}
