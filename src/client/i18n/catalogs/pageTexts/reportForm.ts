import { reports } from '../en/reports';

/**
 * The report form (components/reporting/ReportDialog), fetched with it on the first 'Report'.
 */
export const catalog = { reports };
