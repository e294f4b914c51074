import { type ReactNode, useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { type Messages, PageAddressContext, PageMessagesContext } from '../i18n';

/** The page's address and its routes' messages, for every component below (i18n/use-messages.ts). */
export function PageFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const matches = useMatches();
  // The route nearest the root wins, as each area is loaded once.
  const messages = useMemo(
    () =>
      Object.assign(
        {},
        ...matches
          .map(
            (match) => (match.loaderData as { messages?: Partial<Messages> } | undefined)?.messages,
          )
          .reverse(),
      ) as Partial<Messages>,
    [matches],
  );
  return (
    <PageAddressContext value={location}>
      <PageMessagesContext value={messages}>{children}</PageMessagesContext>
    </PageAddressContext>
  );
}
