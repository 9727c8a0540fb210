/** An sRGB colour with alpha; channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function parseHex(value: string): Rgba | null {
  const hex = value.slice(1);
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function parseFunction(value: string): Rgba | null {
  const m = /^(rgba?|hsla?)\(([^)]*)\)$/i.exec(value);
  if (!m) return null;
  const parts = m[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const num = (part: string, scale: number) =>
    part.endsWith('%') ? (Number.parseFloat(part) / 100) * scale : Number.parseFloat(part);
  const alpha = parts[3] === undefined ? 1 : clamp(num(parts[3], 1), 0, 1);
  let rgb: [number, number, number];
  if (m[1]!.toLowerCase().startsWith('rgb')) {
    rgb = [num(parts[0]!, 255), num(parts[1]!, 255), num(parts[2]!, 255)];
  } else {
    const pct = (part: string) => Number.parseFloat(part) / 100;
    rgb = hslToRgb(Number.parseFloat(parts[0]!), pct(parts[1]!), pct(parts[2]!));
  }
  if ([...rgb, alpha].some((n) => Number.isNaN(n))) return null;
  const [r, g, b] = rgb.map((n) => Math.round(clamp(n, 0, 255))) as [number, number, number];
  return { r, g, b, a: alpha };
}

/** Reads the colour forms the theme accepts (#rgb, #rrggbb(aa), rgb(a)(), hsl(a)()); null otherwise. */
export function parseColour(value: string): Rgba | null {
  const v = value.trim();
  return v.startsWith('#') ? parseHex(v) : parseFunction(v);
}

const hexByte = (n: number) => n.toString(16).padStart(2, '0');

/** The #rrggbb a colour picker can show (it has no alpha). */
export const toHex = ({ r, g, b }: Rgba) => `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;

/**
 * The value after picking `hex` in a colour picker: translucent colours keep their alpha
 * (as rgba()), opaque ones become the picked hex.
 */
export function applyPickedHex(current: string, hex: string): string {
  const picked = parseColour(hex);
  const before = parseColour(current);
  if (!picked || !before || before.a >= 1) return hex;
  const alpha = Math.round(before.a * 100) / 100;
  return `rgba(${picked.r}, ${picked.g}, ${picked.b}, ${alpha})`;
}
