import { describe, expect, it } from 'vitest';
import { leadWebhookEndpoint } from '../features/leadWebhooks/index.ts';
import { createLeadWebhookHandler } from './leadWebhooks.ts';

const SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

describe('the lead webhook function', () => {
  it('does nothing and says why while no receiver is configured', async () => {
    let asked = false;
    const handler = createLeadWebhookHandler({
      client: () => {
        asked = true;
        return undefined;
      },
      endpoint: () => leadWebhookEndpoint({ LEAD_WEBHOOK_URL: 'https://crm.example.co.uk/hook' }),
      log: () => {},
    });
    const response = await handler();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('No lead webhook is configured (LEAD_WEBHOOK_URL).');
    expect(asked).toBe(false);
  });

  it('needs both the address and the secret', () => {
    expect(leadWebhookEndpoint({ LEAD_WEBHOOK_SECRET: SECRET })).toBeUndefined();
    expect(
      leadWebhookEndpoint({
        LEAD_WEBHOOK_URL: 'https://crm.example.co.uk/hook',
        LEAD_WEBHOOK_SECRET: SECRET,
      }),
    ).toEqual({ url: 'https://crm.example.co.uk/hook', secret: SECRET });
  });
});
