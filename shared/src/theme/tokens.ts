/**
 * Design tokens for light and dark mode (spec 000 §4 dark mode, spec 001 §2 layout). Screens take
 * colours, spacing and widths from here through styled-components' `theme`, never raw values.
 */
const shared = {
  /** Content widths of the layouts (spec 000 §2): narrow, medium, wide, full. */
  widths: { narrow: '28rem', medium: '48rem', wide: '72rem', full: '100%' },
  /** Breach entry panels scroll past this height (spec 001 §9). */
  breachPanelMaxHeight: '15rem',
  /** Fixed sidebar width of the signed-in layout (spec 001 §2), px. */
  sidebarWidth: '256px',
  /**
   * Right-hand chat panel width from the md breakpoint up, and the main area's right margin
   * while it is open (spec 001 §2), px.
   */
  chatPanelWidth: '720px',
  /** Spacing scale, rem. */
  space: { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  /** Spinner diameters for sizes sm–xl (spec 000 §3). */
  spinner: { sm: '1rem', md: '1.5rem', lg: '2.5rem', xl: '4rem' },
  /** Diameter of the dashboard's circular protection score (spec 001 §2). */
  scoreRing: '7rem',
  /**
   * Breakpoints of the viewport: below md the sidebar collapses (spec 001 §2); below sm the
   * first-time summary shows fewer breach sources (spec 001 §9).
   */
  breakpoints: { sm: '640px', md: '768px' },
  /**
   * Widths of the frame's main area, for container queries: a screen lays out by the room it
   * has, which the open chat panel takes 720 px of (spec 001 §2). From lg (the main area of a
   * 1200 px wide window beside the sidebar) the dashboard has a side column.
   */
  mainWidths: { lg: '55rem' },
  /** Stacking order; a tooltip (spec 001 §9) describes whatever it is over, a dialog included. */
  zIndex: { sidebar: 20, panel: 30, overlay: 40, modal: 45, toast: 50, tooltip: 55 },
  /** A tooltip's widest line (spec 001 §9): longer text wraps. */
  tooltipMaxWidth: '20rem',
} as const;

export const lightTheme = {
  ...shared,
  mode: 'light' as 'light' | 'dark',
  color: {
    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eef1f6',
    text: '#1b2333',
    textMuted: '#5b6477',
    border: '#d9dee8',
    primary: '#1d5fd1',
    primaryHover: '#174ca8',
    onPrimary: '#ffffff',
    focus: '#7aa7f5',
    success: '#1e7d45',
    successBg: '#e5f5ec',
    danger: '#b42323',
    dangerBg: '#fdecec',
    warning: '#a55a00',
    warningBg: '#fff3e0',
    info: '#1d5fd1',
    infoBg: '#e8f0fd',
    /** Behind modal dialogs. */
    scrim: 'rgb(27 35 51 / 50%)',
  },
  /** Threat severities of spec 001 §3 (timeline badges and markers): text on background. */
  severity: {
    critical: { text: '#8f1414', background: '#fbe3e3' },
    high: { text: '#a63a00', background: '#fdeadd' },
    medium: { text: '#855400', background: '#fff3d6' },
    low: { text: '#1d5fd1', background: '#e8f0fd' },
    info: { text: '#5b6477', background: '#eef1f6' },
  },
  /** Protection progress bar colours of spec 001 §9 (also the celebration's confetti). */
  progress: { amber: '#c77700', green: '#1e7d45', blue: '#1d5fd1', yellow: '#b89500' },
};

export type Theme = typeof lightTheme;

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  color: {
    background: '#0f1420',
    surface: '#182032',
    surfaceMuted: '#212a3f',
    text: '#e8ecf4',
    textMuted: '#a3adc2',
    border: '#2f3a52',
    primary: '#5b93f0',
    primaryHover: '#7aa7f5',
    onPrimary: '#0f1420',
    focus: '#9dbff8',
    success: '#5fd08f',
    successBg: '#16301f',
    danger: '#f27c7c',
    dangerBg: '#3a1a1d',
    warning: '#f5b25b',
    warningBg: '#3a2a14',
    info: '#8db6f7',
    infoBg: '#1a2947',
    scrim: 'rgb(0 0 0 / 60%)',
  },
  severity: {
    critical: { text: '#ff8f8f', background: '#3d1518' },
    high: { text: '#ffab70', background: '#3a2212' },
    medium: { text: '#f5c75b', background: '#352a10' },
    low: { text: '#8db6f7', background: '#1a2947' },
    info: { text: '#a3adc2', background: '#212a3f' },
  },
  progress: { amber: '#f5a623', green: '#5fd08f', blue: '#5b93f0', yellow: '#f2d04b' },
};

export type LayoutWidth = keyof Theme['widths'];
export type SpinnerSize = keyof Theme['spinner'];
