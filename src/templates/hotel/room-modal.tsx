import { Maximize2, Tag, Users } from 'lucide-react';
import { CheckList, type Theme } from '../kit';
import { type Room, roomLabels, roomPricing } from './content';
import { Modal } from './modal';
import { RoomInquiryButton } from './room-inquiry-button';

/** The room details overlay (spec sections 2 and 4); loaded only when a room is opened. */
export default function RoomModal({
  theme,
  room,
  onClose,
}: {
  theme: Theme;
  room: Room;
  onClose: () => void;
}) {
  const [main, ...more] = room.images;
  const facts = [
    { icon: Maximize2, label: 'Size', value: roomLabels.size(room.size) },
    { icon: Users, label: 'Max guests', value: String(room.maxGuests) },
    { icon: Tag, label: 'Pricing', value: roomPricing },
  ];
  return (
    <Modal
      onClose={onClose}
      className="max-w-4xl"
      title={(id) => (
        <div>
          <p className={theme.eyebrow}>Room details</p>
          <h2 id={id} className={`mt-1 text-2xl sm:text-3xl ${theme.heading} text-teal-950`}>
            {room.name}
          </h2>
        </div>
      )}
    >
      <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
        <div className="grid grid-cols-2 gap-3 self-start">
          {[main, ...more].map((image, index) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className={`h-auto w-full object-cover ${theme.radius} ${index === 0 ? 'col-span-2' : ''}`}
            />
          ))}
        </div>
        <div>
          <p className="leading-7">{room.description}</p>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className={`p-3 ${theme.radius} bg-[#f1e9da]`}>
                <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  <Icon aria-hidden="true" className={`size-3.5 ${theme.accent}`} />
                  {label}
                </dt>
                <dd className={`mt-1 text-lg ${theme.heading} text-teal-950`}>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className={`mt-6 text-lg ${theme.heading} text-teal-950`}>Room features</h3>
          <CheckList theme={theme} items={room.features} className="mt-3" />
          <p className="mt-6 text-sm text-stone-600">
            Rates change with the season and length of stay: our sales team replies within 24 hours
            with pricing and availability.
          </p>
          <RoomInquiryButton theme={theme} room={room} onSent={onClose} className="mt-4 w-full" />
        </div>
      </div>
    </Modal>
  );
}
