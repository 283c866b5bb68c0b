/**
 * Enquiries: the callback and booking forms' leads. Their fields (fields.ts) and validation
 * (schema.ts), where an enquiry is stored (store.ts), the team's notice (mail.ts, notice.ts),
 * and the one way to submit one (service.ts), shared by the JSON endpoint and the no-script post.
 */
export * from './browser.ts';
export { composeEnquiryEmail } from './mail.ts';
export { deliverEnquiry } from './notice.ts';
export { validateEnquiry, type EnquiryDetails } from './schema.ts';
export {
  createEnquiryService,
  enquiryService,
  type EnquiryOutcome,
  type EnquiryService,
  type EnquiryServiceOptions,
} from './service.ts';
export {
  createMemoryEnquiryStore,
  createSanityEnquiryStore,
  enquiryDocument,
  EnquiryKeyInUse,
  EnquiryStoreUnavailable,
  type EnquiryDocument,
  type EnquiryEmail,
  type EnquiryStore,
} from './store.ts';
