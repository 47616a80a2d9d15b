// Signs users in through the Firebase Auth emulator's REST API, as the Web SDK would.
export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

let counter = 0;

export async function signUpTestUser(emulatorUrl: string, email?: string): Promise<TestUser> {
  counter += 1;
  const address = email ?? `student${Date.now()}-${process.pid}-${counter}@example.com`;
  const res = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: address,
        password: 'correct-horse-battery',
        returnSecureToken: true,
      }),
    },
  );
  if (!res.ok) throw new Error(`emulator signUp failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string; email: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

/** POST /api/v1/users, as the app does on every sign-in: the only call that creates an account. */
export async function registerTestUser(baseUrl: string, user: TestUser): Promise<TestUser> {
  const res = await fetch(`${baseUrl}/api/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firebase_uid: user.uid, email: user.email }),
  });
  if (!res.ok) throw new Error(`registering ${user.email} failed: ${res.status}`);
  return user;
}
