/** What an empty conversation offers to ask: questions the assistant's tools can answer. */
export const SUGGESTED_QUESTIONS = [
  'What did I earn in dividends this year?',
  'Which holding dragged my return down last quarter?',
  'How much more do I need to reach my goal?',
  'What are my largest holdings?',
] as const;
