import { addPageTexts } from '../../i18n/pageTexts';

/**
 * The report form and its English texts (i18n/catalogs/pageTexts/reportForm.ts), one chunk
 * fetched on the first 'Report' (useReportDialog.tsx), so the dialog never shows before its words
 * and readers who never report never fetch it.
 */
export const loadReportDialog = () =>
  Promise.all([
    import(/* webpackChunkName: "report-form" */ './ReportDialog'),
    import(/* webpackChunkName: "report-form" */ '../../i18n/catalogs/pageTexts/reportForm'),
  ]).then(([module, texts]) => {
    addPageTexts(texts.catalog);
    return module.ReportDialog;
  });
