import { validationMessages } from './validation-messages.ts';

/**
 * Numbers as people type them into a form (issue 25): "1250", "1,250.50", ".5", "-20", with spaces
 * around. Refused: scientific notation ("1e3"), hex ("0x10"), letters, "Infinity", misplaced commas
 * ("1,25"), two points. The browser's `Number()` accepts several of these and turns "" into 0, which is
 * how "1e3" became $1,000 and an emptied field became 0: forms read numbers only through here.
 */
const PLAIN = /^-?(\d+(\.\d+)?|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** The message map's words (decision 049): a form's check and the server's 400 say the same. */
export const typedNumberMessages = {
  required: validationMessages.requiredNumber,
  notANumber: validationMessages.notANumber,
  notWhole: validationMessages.notWhole,
} as const;

export type TypedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Reads a typed number. Empty is `null` when the field is optional, an error when it is required.
 * `whole` refuses decimals. Range checks (0 or more, at most …) stay with the field's shared schema.
 */
export function readTypedNumber(
  text: string,
  options: { required?: boolean; whole?: boolean } = {},
): TypedNumber {
  const { required = true, whole = false } = options;
  const trimmed = text.trim();
  if (trimmed === '') {
    return required ? { ok: false, message: typedNumberMessages.required } : { ok: true, value: null };
  }
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) {
    return { ok: false, message: whole ? typedNumberMessages.notWhole : typedNumberMessages.notANumber };
  }
  const value = Number(trimmed.replaceAll(',', ''));
  if (!Number.isFinite(value)) return { ok: false, message: typedNumberMessages.notANumber };
  if (whole && !Number.isInteger(value)) return { ok: false, message: typedNumberMessages.notWhole };
  return { ok: true, value };
}

/**
 * The usual form step: the number to send (NaN when refused, so the schema refuses it too) and the
 * message for the field's `extra` errors, if any.
 */
export function typedNumberField(
  text: string,
  options: { required?: boolean; whole?: boolean } = {},
): { value: number | null; error: string | null } {
  const read = readTypedNumber(text, options);
  return read.ok ? { value: read.value, error: null } : { value: Number.NaN, error: read.message };
}
