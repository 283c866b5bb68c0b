/**
 * Privacy: which document types hold personal data and how the lake keeps them
 * (privateTypes.ts), a person's export and erasure and the retention pass (personalData.ts,
 * retention.ts), and the mail catcher's copies (caughtMail.ts). Nothing here imports a Node
 * module, so the Studio's actions use this same entry.
 */
export { forgetCaughtMail } from './caughtMail.ts';
export * from './personalData.ts';
export * from './privateTypes.ts';
export * from './retention.ts';
