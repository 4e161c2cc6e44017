import { createTheme, darken, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';

/** Kolify violet: the brand colour, from a light wash to a deep ink. */
const kolify: MantineColorsTuple = ['#f5f0ff', '#e7ddff', '#cdb8ff', '#b190ff', '#996dfe', '#8a56fd', '#7c3aed', '#6b2fd3', '#5d28bb', '#4c1d95'];
/** The accent for gradients and highlights. */
const blush: MantineColorsTuple = ['#fff0f7', '#ffdcec', '#ffb6d6', '#ff8cbf', '#fb68ab', '#f7509d', '#ec4899', '#d23a85', '#bb3176', '#a32566'];

const fontFamily = "'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

export const brandGradient = { from: 'kolify.6', to: 'blush.5', deg: 135 } as const;

/**
 * WCAG AA (4.5:1 for text; issue 16's axe suite): Mantine's light variants of the bright
 * palettes put shade 9 on shade 1 (teal 4.3:1, orange 3.6:1, yellow 2.7:1). Their text is
 * darkened until it passes; the other colours keep Mantine's own.
 */
const brightPalettes: Record<string, number> = { teal: 0.25, green: 0.3, lime: 0.45, yellow: 0.5, orange: 0.35, cyan: 0.3 };

/**
 * White on a filled red 6 button is 3.3:1; red 8 is 4.5:1 (a destructive confirm, axe color-contrast).
 * Issue 32: white on blush 6 (#ec4899, the TALENT MANAGER badge) is 3.5:1, blush 8 5.5:1; Mantine's
 * pink, grape and blue 6 are 3.5–4.0:1 under white, their shade 8 over 4.5:1.
 */
const filledShades: Record<string, number> = { red: 8, blush: 8, pink: 8, grape: 8, blue: 8 };

const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant === 'filled') {
    const shade = parsed.isThemeColor && input.color === parsed.color ? filledShades[parsed.color] : undefined;
    return shade === undefined ? resolved : { ...resolved, background: input.theme.colors[parsed.color]![shade]!, hover: input.theme.colors[parsed.color]![shade + 1]! };
  }
  if (input.variant !== 'light') return resolved;
  const amount = parsed.isThemeColor ? brightPalettes[parsed.color] : undefined;
  return amount === undefined ? resolved : { ...resolved, color: darken(input.theme.colors[parsed.color]![9], amount) };
};

/** Dimmed text (captions, dates, hints): gray 6 is 3.3:1 on white; this is 5.8:1, and 5.2:1 on the violet wash. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'kolify',
  primaryShade: { light: 6, dark: 4 },
  colors: { kolify, blush },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  defaultGradient: brandGradient,
  // SPEC §9: mobile below 992 px, desktop from 992 px, extra-large from 1400 px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
  cursorType: 'pointer',
  focusRing: 'auto',
  // Filled buttons and badges on a light colour (green 6) get dark text instead of white (2.4:1).
  autoContrast: true,
  variantColorResolver,
  components: {
    // Previous, next, first and last have only an arrow: they need a name (axe button-name).
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': { first: m.pagination_first(), previous: m.content_previous_page(), next: m.content_next_page(), last: m.pagination_last() }[control],
        }),
      },
    },
    // A dialog's × has only an icon: it needs a name (axe button-name). The getter reads the
    // message when the button renders, so the name follows a language switch.
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return m.dialog_close();
          },
        },
      },
    },
    // A table that scrolls sideways (on a phone) must be reachable by keyboard to scroll it
    // (axe scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A loader names what loads (aria-label) and says so to screen readers: a label on a span
    // needs a role (axe aria-prohibited-attr, issue 32), on every loading state at once.
    Loader: { defaultProps: { role: 'status' } },
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Every field of a form the same height as its text inputs.
    NativeSelect: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});
