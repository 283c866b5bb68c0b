/** The one sentence a unit test fails with when it starts a process or thread, or opens a socket. */
export const UNIT_TIER_RULE =
  'a unit test starts no process or thread and opens no socket; name the file *.integration.test.ts';
