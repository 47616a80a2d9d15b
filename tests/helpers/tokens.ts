/** An emulator-style (unsigned) ID token whose claims we choose, e.g. one that expired an hour ago. */
export function unsignedIdToken(claims: {
  uid: string;
  projectId?: string;
  expiresInSeconds: number;
}): string {
  const project = claims.projectId ?? 'demo-mnemo';
  const now = Math.floor(Date.now() / 1000);
  const encode = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 7200,
    user_id: claims.uid,
    sub: claims.uid,
    iat: now - 7200,
    exp: now + claims.expiresInSeconds,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
