/**
 * Where the status pill (online or offline, App Installed or Install App) sits: an empty element
 * in the flow of the agency header, and of the preview bar around a sample, that the deferred
 * overlays fill (decision 086). Nothing floats over the page for it.
 */
export const STATUS_SLOT_ID = 'status-slot';

/** On the slot: the pill shows only its dot while the preview bar is narrow (it has no room for a word). */
export const STATUS_SLOT_COMPACT = 'data-compact';
