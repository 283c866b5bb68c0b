// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useActionAnswer } from './useActionAnswer.ts';

afterEach(cleanup);

/** A page with a form: its thanks once the post is answered, the form until then. */
function FormPage() {
  const answer = useActionAnswer(useActionData<{ name: string }>());
  return answer ? <h1>Thank you, {answer.name}</h1> : <h1>Plan my trip</h1>;
}

function site() {
  const router = createMemoryRouter(
    [
      {
        path: '/plan-my-trip',
        loader: () => ({}),
        action: async ({ request }) => ({ name: String((await request.formData()).get('name')) }),
        Component: FormPage,
      },
      { path: '/journeys', loader: () => ({}), Component: () => <h1>Journeys</h1> },
    ],
    { initialEntries: ['/plan-my-trip'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function post(router: ReturnType<typeof site>, name: string) {
  const formData = new FormData();
  formData.set('name', name);
  await act(() => router.navigate('/plan-my-trip', { formMethod: 'post', formData }));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('useActionAnswer', () => {
  it('keeps the thanks when the page reloads its data in place', async () => {
    const router = site();
    await post(router, 'Rosalind');
    expect(heading()).toBe('Thank you, Rosalind');
    await act(() => router.revalidate());
    expect(router.state.actionData).toBeNull();
    expect(heading()).toBe('Thank you, Rosalind');
  });

  type Router = ReturnType<typeof site>;
  it.each<[string, ((router: Router) => Promise<void>)[]]>([
    ['a link back to the page', [(router) => router.navigate('/plan-my-trip')]],
    [
      'going elsewhere and back',
      [(router) => router.navigate('/journeys'), (router) => router.navigate(-1)],
    ],
  ])('shows the form afresh after %s', async (_, steps) => {
    const router = site();
    await post(router, 'Rosalind');
    // Each step is painted before the next, as a visitor's taps are.
    for (const step of steps) await act(() => step(router));
    expect(heading()).toBe('Plan my trip');
  });

  it('shows the answer to the latest post', async () => {
    const router = site();
    await post(router, 'Rosalind');
    await post(router, 'Harriet');
    await act(() => router.revalidate());
    expect(heading()).toBe('Thank you, Harriet');
  });
});
