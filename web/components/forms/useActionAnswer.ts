import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The answer to the form this page last posted, kept while the visitor stays on that answer.
 *
 * React Router forgets a route's action data whenever the page reloads its data in place: a
 * publish arriving on a live page, or the visitor coming back to the tab. Without this, a visitor
 * who had just been thanked would find the empty form again, and might send it twice. A new
 * visit to the page (a link, back, forward) has a location of its own and starts afresh.
 */
export function useActionAnswer<Answer>(actionData: Answer | undefined): Answer | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, answer: actionData });
  if (actionData !== undefined && (actionData !== kept.answer || key !== kept.key)) {
    // Set during render, as React's own pattern for state that follows a prop: no second pass.
    setKept({ key, answer: actionData });
  }
  return actionData ?? (kept.key === key ? kept.answer : undefined);
}
