import type { SampleHost } from '../../../templates/kit/sample-host';
import { usePersonalisation } from '../../lib/personalisation-store';
import { PreviewBar } from './preview-bar';

/** What the agency lends every sample it shows (decision 076): the visitor's details and the bar. */
export const agencySampleHost: SampleHost = { usePersonalisation, Chrome: PreviewBar };
