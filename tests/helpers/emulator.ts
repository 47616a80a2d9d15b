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
