/** What a browser bundle may take of payments: the gateway's transaction reference, checked. */
export { gatewayReference } from './gatewayReference.ts';
