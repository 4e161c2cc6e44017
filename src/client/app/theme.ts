import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Kolify violet: the brand colour, from a light wash to a deep ink. */
const kolify: MantineColorsTuple = ['#f5f0ff', '#e7ddff', '#cdb8ff', '#b190ff', '#996dfe', '#8a56fd', '#7c3aed', '#6b2fd3', '#5d28bb', '#4c1d95'];
/** The accent for gradients and highlights. */
const blush: MantineColorsTuple = ['#fff0f7', '#ffdcec', '#ffb6d6', '#ff8cbf', '#fb68ab', '#f7509d', '#ec4899', '#d23a85', '#bb3176', '#a32566'];

const fontFamily = "'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

export const brandGradient = { from: 'kolify.6', to: 'blush.5', deg: 135 } as const;

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
  components: {
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
