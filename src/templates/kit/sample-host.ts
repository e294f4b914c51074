import { type ComponentType, createContext, useContext } from 'react';
import type { Personalisation } from '../../shared/personalisation';

/**
 * The kit's identity provider: what the page around a sample lends it. The agency fills it
 * (src/web/features/preview) with the visitor's own details and its preview bar; a sample on its
 * own, or in a test, shows its own identity and nothing above its header.
 */
export interface SampleHost {
  /** A hook: the visitor's details for a sample, laid over its identity; null shows the sample's own. */
  usePersonalisation: (slug: string) => Personalisation | null;
  /** Shown above the site's header, inside the page: it reads the sample through useIdentityState(). */
  Chrome: ComponentType;
  /** Where a form is sent (a delivered site's own host, issue 46); a sample's forms send nothing. */
  formAction?: (formId: string) => string;
  /**
   * Whether the resort's loyalty programme shows: a sample's always does; a delivered site's only
   * when the agency turns it on for that site (issue 46, decision 138).
   */
  loyalty?: boolean;
}

const standalone: SampleHost = { usePersonalisation: () => null, Chrome: () => null };

/** Where a delivered site sends a form (its own host); undefined on a sample, which sends nothing. */
export const useFormAction = (formId: string) => useContext(SampleHostContext).formAction?.(formId);

/** Set once around a sample's route; its value never changes, so the hook above runs every render. */
export const SampleHostContext = createContext<SampleHost>(standalone);
