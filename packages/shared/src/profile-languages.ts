/** Languages a practitioner can list (no zod here: the doctor directory's filters need only the list). */

/** The 22 languages of the Eighth Schedule of the Constitution of India, and English. */
export const PROFILE_LANGUAGES = [
  'Assamese', 'Bengali', 'Bodo', 'Dogri', 'English', 'Gujarati', 'Hindi', 'Kannada', 'Kashmiri', 'Konkani', 'Maithili',
  'Malayalam', 'Manipuri', 'Marathi', 'Nepali', 'Odia', 'Punjabi', 'Sanskrit', 'Santali', 'Sindhi', 'Tamil', 'Telugu', 'Urdu',
] as const;
