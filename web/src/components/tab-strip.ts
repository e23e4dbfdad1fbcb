// The stylesheet comes with the class names, so a page that draws its own tablist gets the look.
import './tab-strip.css';

/** The shared tab row's classes (tab-strip.css): TabList's classBase, the row, one tab. */
export const STRIP_TAB = 'strip-tab';
export const STRIP_TABS = `${STRIP_TAB}s`;
export const stripTabClass = (active: boolean): string =>
  active ? `${STRIP_TAB} ${STRIP_TAB}--active` : STRIP_TAB;
