// Shared with the server, whose assistant links figures to the dashboard they come from.
export { dashboardPath, dashboardSlug } from '../../../common/dashboardPath';
