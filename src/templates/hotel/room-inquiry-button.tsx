import { useState } from 'react';
import { type Theme, useFill, useFormAction } from '../kit';
import { alerts, type Room, roomInquiry } from './content';
import { roomInquiryBody, sendEnquiry } from './enquiries';

/** Contact Sales for one room (spec section 7), from its card or its details modal. */
export function RoomInquiryButton({
  theme,
  room,
  onSent,
  className = '',
}: {
  theme: Theme;
  room: Room;
  /** Runs after a stored inquiry (the modal closes). */
  onSent?: () => void;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const fill = useFill();
  // A delivered site has no script to send it: the visitor asks through its contact form.
  const delivered = useFormAction('contact') !== undefined;

  async function inquire() {
    setBusy(true);
    const sent = await sendEnquiry(roomInquiryBody(room));
    setBusy(false);
    window.alert(sent ? alerts.roomSuccess : fill(alerts.roomFailure));
    if (sent) onSent?.();
  }

  if (delivered) {
    return (
      <a href="#contact" className={`${theme.button.primary} ${className}`}>
        {roomInquiry.buttonLabel}
        <span className="sr-only"> about the {room.name}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void inquire()}
      className={`${theme.button.primary} ${className}`}
    >
      {busy ? roomInquiry.busyLabel : roomInquiry.buttonLabel}
      <span className="sr-only"> about the {room.name}</span>
    </button>
  );
}
