/**
 * The one message map (issue 26, decision 049): the words a person reads when a field is refused and
 * its schema has no words of its own. A schema's own words (`text({ minMessage })`, `.refine(…, 'Name
 * every slot')`) always win; zod's own wording ("Too big: expected number to be <=1000000") never
 * reaches anyone. The server's 400s and the browser's form checks parse the same shared schemas, so both
 * read these once `installValidationMessages()` (common/validation-map.ts) has run: the server's validator
 * compiler and the web's form errors install it. The words never name a field key or path: they are
 * shown under the field. No zod here, so a page that reads these words does not load zod.
 */
export const validationMessages = {
  required: 'This field is required',
  /** A number left empty, not a number, not whole: also the typed-number reader's words (typed-number.ts). */
  requiredNumber: 'Enter a number',
  notANumber: 'Enter a number, like 1,250.50',
  notWhole: 'Enter a whole number, like 1,250',
  atMost: (bound: string) => `At most ${bound}`,
  atLeast: (bound: string) => `At least ${bound}`,
  lessThan: (bound: string) => `Less than ${bound}`,
  moreThan: (bound: string) => `More than ${bound}`,
  characters: (count: string) => `${count} character${count === '1' ? '' : 's'}`,
  items: (count: string) => `${count} item${count === '1' ? '' : 's'}`,
  exactly: (what: string) => `Exactly ${what}`,
  steps: (step: string) => `Use steps of ${step}`,
  notText: 'Enter text',
  notYesNo: 'Choose yes or no',
  notAList: 'Enter a list',
  notADate: 'Enter a date and time',
  email: 'Enter an email address, like name@example.com',
  link: 'Enter a full link starting with https://',
  pattern: 'Not in the right format',
  choice: 'Choose one of the options',
  unknownKeys: 'Contains something this form does not take',
  notAccepted: 'This value is not accepted',
  /** A refused character, named by its code point and where it is (counted from 1, after trimming). */
  notAllowedCharacter: (codePoint: string, position: number) =>
    `Contains a character that is not allowed (${codePoint}, position ${position})`,
  /** One refused entry of a list typed as lines ("Excluded members"): which entry, then why. */
  listEntry: (entry: string, message: string) => `“${entry}”: ${message}`,
  /** The toast of a refused form with several fields in error, each shown under its field. */
  checkFields: 'Check the highlighted fields',
} as const;

/** A number in people's terms: 1000000 → "1,000,000", 0.01 → "0.01". */
export const formatBound = (value: number | bigint): string =>
  typeof value === 'bigint'
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 20 });

/** "U+200B": a character as Unicode names it. */
export const codePointOf = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
