import { loaderStyles, type Theme } from '@podium/shared/site-settings/theme';

type ColourKey = {
  [K in keyof Theme]: Theme[K] extends string ? (K extends 'loader_style' ? never : K) : never;
}[keyof Theme];

export interface ColourGroup {
  title: string;
  description: string;
  fields: { key: ColourKey; label: string; hint?: string }[];
}

export const colourGroups: ColourGroup[] = [
  {
    title: 'Brand colours',
    description: 'Buttons, links, highlights and badges.',
    fields: [
      { key: 'primary_color', label: 'Primary colour', hint: 'Links, headings and highlights.' },
      { key: 'secondary_color', label: 'Secondary colour', hint: 'Main buttons.' },
      { key: 'accent_color', label: 'Accent colour', hint: 'Labels, badges and focus rings.' },
    ],
  },
  {
    title: 'Background gradient',
    description: 'The page background runs from the start to the end colour.',
    fields: [
      { key: 'background_start', label: 'Background start' },
      { key: 'background_middle', label: 'Background middle' },
      { key: 'background_end', label: 'Background end' },
    ],
  },
  {
    title: 'Surfaces',
    description: 'Translucent colours (rgba) let the background show through.',
    fields: [
      { key: 'card_background', label: 'Card background' },
      { key: 'nav_background', label: 'Navigation background' },
    ],
  },
];

const loaderLabels: Record<Theme['loader_style'], string> = {
  bar: 'Progress bar',
  pulse: 'Pulsing logo',
  minimal: 'Minimal spinner',
};

export const loaderOptions = loaderStyles.map((value) => ({ value, label: loaderLabels[value] }));
