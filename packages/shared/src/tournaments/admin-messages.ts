/**
 * The tournaments' admin texts, apart from `messages.ts` so the public pages' shared chunk does not
 * carry them (the detail page's JavaScript budget, decision 046).
 */
export const tournamentAdminMessages = {
  created: 'Tournament created',
  updated: 'Tournament updated',
  deleted: 'Tournament deleted',
  resultRecorded: 'Result recorded',
  resultCorrected: 'Result corrected',
  /** Under a slot whose name another slot has too: allowed, and told apart by seed (decision 046). */
  duplicateSlot: (seeds: readonly number[]) =>
    `Another slot has this name too: the bracket tells them apart by seed (${seeds.map((s) => `#${s}`).join(', ')}).`,
  memberId: 'Member id',
  correct: 'Correct',
  cancelCorrection: 'Cancel',
  correctResult: 'Correct result',
  recordResult: 'Record result',
  /** A correction that would change the champion of a tournament already paid out asks first. */
  confirmFinalChange:
    'This changes the champion of a tournament that has paid out: every member’s points are adjusted. Press “Confirm correction” to go ahead.',
  confirmCorrection: 'Confirm correction',
  decidedLine: (winner: string, m1: string, m2: string) => `${winner} won · ${m1} – ${m2}`,
  ended: 'Ended: the Final is recorded, predictions are closed and the champion was announced.',
  obsTitle: 'Stream overlay (OBS)',
  obsHelp:
    'Add a Browser source in OBS with this address, width 1920 and height 1080; the bracket scales to any size and its background is transparent.',
  obsSize: 'Recommended size: 1920×1080 (1280×720 works too).',
  obsOptions:
    'Options: add ?theme=light for dark text on a light scene (the default, dark, draws light text), and &show=title,bracket,champion to choose the parts shown (e.g. ?show=champion for the banner alone).',
  copyUrl: 'Copy URL',
  copied: 'Overlay URL copied',
  copyFailed: 'Could not copy: select the address and copy it.',
  openOverlay: 'Open overlay',
} as const;
