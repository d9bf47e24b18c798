/** What the safety screen found in a goal: its warning in both languages, and a step that must come first. */
export interface SafetyFinding {
  code: string;
  en: string;
  ru: string;
  /** A step that must come before anything else ("see a doctor first"). */
  first?: { en: string; ru: string };
  /** Training waits this many days for the clearance the first step asks for; its first session opens so. */
  hold?: { days: number; en: string; ru: string };
}
