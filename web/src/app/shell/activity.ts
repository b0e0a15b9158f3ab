import { createLoadingOverlay } from './loadingOverlay.ts';
import { createProgress } from './progress.ts';

/** The page's one progress bar: navigations and requests report to it. */
export const progress = createProgress();

/** The page's one loading overlay: requests report to it. */
export const loadingOverlay = createLoadingOverlay();
