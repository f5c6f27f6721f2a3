import { fillMessage, messages } from '../messages.ts';

/** What an import read and stored (issue 27 §4). */
export type SampleCounts = { read: number; stored: number; duplicate: number; replaced: number };

/**
 * The import's outcome in words for Import Status: null when every sample read was stored new;
 * "nothing new" when none was; otherwise how many were stored and why the rest were not. The
 * reader refuses a package with rows outside its period or bad values as a whole (it fails), so
 * the only samples an import leaves out are duplicates of stored ones.
 */
export function importOutcome(counts: SampleCounts | null, correction: boolean): string | null {
  if (!counts) return null;
  const text = (template: string) =>
    fillMessage(template, {
      read: String(counts.read),
      stored: String(counts.stored),
      duplicate: String(counts.duplicate),
      replaced: String(counts.replaced),
    });
  if (correction) return text(messages.importOutcomeCorrection);
  if (counts.read > 0 && counts.stored === 0) return text(messages.importOutcomeNothingNew);
  if (counts.duplicate > 0) return text(messages.importOutcomePartly);
  return null;
}
