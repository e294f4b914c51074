import { MessageCircle } from 'lucide-react';
import { whatsAppLink } from '../../shared/phone';
import { buttonStyles } from '../components/ui/styles';

/** A plain link to a WhatsApp chat with the agency, its first message written in. */
export function WhatsAppUs({
  number,
  label,
  text,
}: {
  number: string;
  label: string;
  text: string;
}) {
  return (
    <a href={whatsAppLink(number, text)} className={`${buttonStyles.secondary} w-full`}>
      <MessageCircle aria-hidden="true" className="size-4 text-[#1a7f4b]" />
      {label}
    </a>
  );
}
