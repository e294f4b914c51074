import { Clock, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataForm, type FormContent } from './data-form';
import { mailtoHref, telHref, useIdentity } from './identity';
import { type ContactItem, ContactList, HoursList } from './info-list';
import { Section } from './section';
import type { SurfaceName, Theme } from './theme';

/**
 * The #contact section every sample has: the business's address, phone, email and hours (from its
 * identity) in a card beside the page's own form. Copy may say {name}, {town} and so on.
 */
export function ContactSection({
  theme,
  id = 'contact',
  eyebrow,
  title,
  intro,
  surface = 'light',
  card = 'dark',
  addressLabel = 'Address',
  hoursTitle = 'Opening hours',
  emergencyLabel,
  extraItems = [],
  form,
  children,
}: {
  theme: Theme;
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  surface?: SurfaceName;
  /** The surface of the contact card. */
  card?: SurfaceName;
  addressLabel?: string;
  hoursTitle?: string;
  /** When given, the identity's emergency line (if it has one) follows the phone under this label. */
  emergencyLabel?: string;
  /** More lines after address, phone and email, e.g. an emergency line. */
  extraItems?: readonly ContactItem[];
  /** The page's display-only form beside the card, as data. */
  form?: FormContent;
  /** Anything else beside the card (instead of a form). */
  children?: ReactNode;
}) {
  const side = children ?? (form ? <DataForm theme={theme} form={form} /> : null);
  const identity = useIdentity();
  const colours = theme.surfaces[card];
  const onDark = card === 'dark';
  return (
    <Section theme={theme} id={id} surface={surface} eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div
          className={`p-6 sm:p-8 ${side ? 'lg:col-span-2' : 'lg:col-span-5'} ${theme.radius} ${colours.bg} ${colours.text}`}
        >
          <ContactList
            theme={theme}
            onDark={onDark}
            items={[
              { icon: MapPin, label: addressLabel, value: identity.address },
              { icon: Phone, label: 'Phone', value: identity.phone, href: telHref(identity.phone) },
              ...(emergencyLabel && identity.emergencyPhone
                ? [
                    {
                      icon: PhoneCall,
                      label: emergencyLabel,
                      value: identity.emergencyPhone,
                      href: telHref(identity.emergencyPhone),
                    },
                  ]
                : []),
              {
                icon: Mail,
                label: 'Email',
                value: identity.email,
                href: mailtoHref(identity.email),
              },
              ...extraItems,
            ]}
          />
          {identity.hours.length > 0 ? (
            <div className="mt-8 border-t border-current/15 pt-6">
              <h3 className={`flex items-center gap-2 font-semibold ${colours.heading}`}>
                <Clock
                  aria-hidden="true"
                  className={`size-5 ${onDark ? theme.accentOnDark : theme.accent}`}
                />
                {hoursTitle}
              </h3>
              <HoursList hours={identity.hours} className="mt-3" />
            </div>
          ) : null}
        </div>
        {side ? <div className="lg:col-span-3">{side}</div> : null}
      </div>
    </Section>
  );
}
