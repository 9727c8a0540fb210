import { describe, expect, it } from 'vitest';
import { applyPickedHex, parseColour, toHex } from '@/features/site-settings/admin/theme/colour.ts';

describe('theme colours', () => {
  it('reads every colour form the theme schema accepts', () => {
    expect(parseColour('#a78bfa')).toEqual({ r: 167, g: 139, b: 250, a: 1 });
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgba(30, 41, 59, 0.7)')).toEqual({ r: 30, g: 41, b: 59, a: 0.7 });
    expect(parseColour('rgb(30 41 59 / 50%)')).toEqual({ r: 30, g: 41, b: 59, a: 0.5 });
    expect(toHex(parseColour('hsl(0, 100%, 50%)')!)).toBe('#ff0000');
    expect(parseColour('red')).toBeNull();
  });

  it('keeps the alpha of a translucent colour when a new colour is picked', () => {
    expect(applyPickedHex('rgba(30, 41, 59, 0.7)', '#ff0000')).toBe('rgba(255, 0, 0, 0.7)');
    expect(applyPickedHex('#a78bfa', '#ff0000')).toBe('#ff0000');
    expect(applyPickedHex('not a colour', '#ff0000')).toBe('#ff0000');
  });
});
