/**
 * The last step of an erasure on the embedded host: its mail catcher keeps, in memory, copies of
 * the e-mails the forms sent, so it is asked to forget the person too. Only a token holder may
 * ask. A host that catches no mail (SMTP_URL set, or hosted) has no such page and answers 404:
 * then there is nothing of the person to forget here, and the mail server's own retention rules.
 */
export async function forgetCaughtMail(
  hostOrigin: string,
  token: string,
  email: string,
): Promise<number> {
  const answer = await fetch(new URL('/_mail/forget', hostOrigin), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (answer.status === 404) return 0;
  if (!answer.ok) throw new Error(`the mail catcher refused to forget (${String(answer.status)})`);
  const { forgotten } = (await answer.json()) as { forgotten: number };
  return forgotten;
}
