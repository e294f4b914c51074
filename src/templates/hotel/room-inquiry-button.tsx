import { useState } from 'react';
import { type Theme, useFill } from '../kit';
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

  async function inquire() {
    setBusy(true);
    const sent = await sendEnquiry(roomInquiryBody(room));
    setBusy(false);
    window.alert(sent ? alerts.roomSuccess : fill(alerts.roomFailure));
    if (sent) onSent?.();
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
