/** What a care desk form action hands back to its page when the API refused it (not an API shape: those are in shared). */
export interface FormFailure {
  intent: string;
  id?: number;
  error: string;
  fields: Record<string, string>;
  values?: Record<string, string>;
}
