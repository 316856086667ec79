import { fileErrorsAsPage } from '../infra/file-error-page.ts';

/** The memorial page's order of service and calendar files are made on request (decision 084). */
export const memorialFileErrorsAsPage = fileErrorsAsPage('We couldn’t make this file');
