import { describe, expect, it } from 'vitest';
import { exportSummary, type PersonalDataExport } from './personalData.ts';

const versions = (...ids: string[]) => ids.map((_id) => ({ _id }));

function exported(fields: Partial<PersonalDataExport>): PersonalDataExport {
  return {
    email: 'ada@example.org',
    exportedAt: '2026-11-25T22:00:00.000Z',
    enquiries: [],
    tripRequests: [],
    recordings: [],
    ...fields,
  };
}

describe('exportSummary', () => {
  it.each([
    {
      case: 'nothing held',
      held: {},
      says: 'Exported 0 enquiries and 0 trip requests for ada@example.org.',
    },
    {
      case: 'one enquiry and its unpublished draft',
      held: { enquiries: versions('enquiry.a', 'drafts.enquiry.a') },
      says: 'Exported 1 enquiry and 0 trip requests for ada@example.org.',
    },
    {
      case: 'two enquiries and a trip request',
      held: {
        enquiries: versions('enquiry.a', 'enquiry.b'),
        tripRequests: versions('tripRequest.a'),
      },
      says: 'Exported 2 enquiries and 1 trip request for ada@example.org.',
    },
    {
      case: 'trip requests with their recordings',
      held: {
        tripRequests: versions('tripRequest.a', 'tripRequest.b'),
        recordings: versions('file-a-wav', 'file-b-mp4'),
      },
      says: 'Exported 0 enquiries, 2 trip requests and 2 recordings for ada@example.org.',
    },
  ])('says what was exported: $case', ({ held, says }) => {
    expect(exportSummary(exported(held))).toBe(says);
  });
});
