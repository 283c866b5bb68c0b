import { describe, expect, it } from 'vitest';
import { enquiriesHandlerFor } from '../../../functions/enquiries.ts';
import { createEnquiryService } from '../../../features/enquiries/service.ts';
import { createMemoryEnquiryStore } from '../../../features/enquiries/store.ts';
import { createRateLimiter } from '../../../http/rateLimiter.ts';
import { handleEnquiryPost } from './enquiryAction.server.ts';

const LIMIT = 3;

/**
 * The submission behind both the form's post and POST /api/enquiries, over a memory store,
 * allowing LIMIT per address; and the JSON endpoint over it.
 */
function setup() {
  const store = createMemoryEnquiryStore();
  const service = createEnquiryService({
    store,
    limiter: createRateLimiter({ limit: LIMIT, windowSeconds: 600 }),
  });
  return { store, service, handler: enquiriesHandlerFor(service) };
}

/** A callback form as a browser without script posts it to /request-a-callback. */
function callbackPost(firstName: string): Request {
  return new Request('http://127.0.0.1/request-a-callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      source: '/journeys/thailand-in-style',
      firstName,
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      website: '',
    }).toString(),
  });
}

describe('a callback form posted without script', () => {
  it('is stored and thanked', async () => {
    const { store, service } = setup();
    const answer = await handleEnquiryPost(callbackPost('Ada'), 'callback', {
      clientAddress: '203.0.113.7',
      service,
    });
    expect(answer).toEqual({ kind: 'sent' });
    expect([...store.documents.values()].map((document) => document.firstName)).toEqual(['Ada']);
  });

  it('in a burst from one address, is answered "too many" past the limit, and no more is stored', async () => {
    const { store, service } = setup();
    const answers = [];
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      answers.push(
        await handleEnquiryPost(callbackPost(`Visitor ${attempt}`), 'callback', {
          clientAddress: '203.0.113.7',
          service,
        }),
      );
    }
    expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill({ kind: 'sent' }));
    for (const answer of answers.slice(LIMIT)) {
      expect(answer.kind).toBe('error');
      if (answer.kind !== 'error') continue;
      expect(answer.message).toMatch(/several enquiries in a short time.*try again in/i);
      // The form comes back with what the visitor typed, to send once the wait is over.
      expect(answer.values.text.lastName).toBe('Lovelace');
    }
    expect(store.documents.size).toBe(LIMIT);

    // The budget is that address's own: another visitor is not turned away.
    const other = await handleEnquiryPost(callbackPost('Grace'), 'callback', {
      clientAddress: '198.51.100.2',
      service,
    });
    expect(other).toEqual({ kind: 'sent' });
    expect(store.documents.size).toBe(LIMIT + 1);
  });

  it('shares the scripted form’s budget: posts to /api/enquiries from the address count too', async () => {
    const { store, service, handler } = setup();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const response = await handler(
        new Request('http://127.0.0.1/api/enquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            formKind: 'callback',
            source: '/journeys/thailand-in-style',
            firstName: `Scripted ${attempt}`,
            lastName: 'Lovelace',
            phone: '+44 20 7946 0000',
            website: '',
          }),
        }),
        { ip: '203.0.113.7' },
      );
      expect(response.status).toBe(201);
    }
    const answer = await handleEnquiryPost(callbackPost('Ada'), 'callback', {
      clientAddress: '203.0.113.7',
      service,
    });
    expect(answer.kind).toBe('error');
    expect(store.documents.size).toBe(LIMIT);
  });
});
