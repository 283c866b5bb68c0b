/**
 * Which screens a browser test runs on. A test of what a visitor sees or does (layout, the menu,
 * touch, pictures, focus, an accessibility scan) runs on the phone and the desktop. A test of what
 * the server answers, stores or logs, or one more case of a rule the screen does not change,
 * runs on the desktop only: its title carries `ONE_SCREEN`, which the phone's projects leave out.
 */
export const ONE_SCREEN = '@desktop';

/**
 * The title suffix for case `index` of a table of cases: the first case runs on both screens (the
 * rule seen on a phone once), every later case on one.
 */
export const firstCaseOnBothScreens = (index: number): string =>
  index === 0 ? '' : ` ${ONE_SCREEN}`;
