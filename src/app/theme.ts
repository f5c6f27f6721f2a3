import {
  Alert,
  Anchor,
  Modal,
  Table,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// A calm maritime palette: deep sea blue as the primary colour, muted teal as the accent.
const sea: MantineColorsTuple = [
  '#e8f3f9',
  '#d3e4ee',
  '#a6c8dd',
  '#75aacb',
  '#4d91bc',
  '#3581b3',
  '#2679af',
  '#17679a',
  '#0b5b8a',
  '#0b3d5c',
];

export const theme = createTheme({
  primaryColor: 'sea',
  primaryShade: { light: 8, dark: 5 },
  colors: { sea },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  // A user whose device asks for less motion gets dialogs, menus and drawers without their
  // transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // The close button of every dialog needs an accessible name (axe button-name).
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A link is told from the text around it by more than its colour (axe link-in-text-block,
    // WCAG 1.4.1): underlined, not only on hover.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine's Alert is role="alert" unless told otherwise, and a screen reader breaks off to read
    // every alert at once. Most boxes only inform (nothing yet, a note, what the page lacks):
    // those are a polite status; a box for an error or a refusal that needs attention now says
    // role="alert" itself.
    Alert: Alert.extend({ defaultProps: { role: 'status' } }),
    // A wide table scrolls sideways on a tablet: its scrolling area takes the keyboard's focus, so
    // a table without links or buttons can still be scrolled without a mouse (axe
    // scrollable-region-focusable, WCAG 2.1.1).
    TableScrollContainer: Table.ScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
});

// Mantine's default dimmed grey (gray.6) and error red (red.6) are below the 4.5:1 contrast WCAG
// AA asks for on white; gray.7 and red.8 keep the look and pass.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // red.6 (Mantine's error colour) is 3.6:1 on white; red.8 passes AA for field errors.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
