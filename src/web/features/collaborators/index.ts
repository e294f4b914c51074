export { formatClock } from './format-clock';
export { MaintenanceNotice } from './maintenance-notice';
