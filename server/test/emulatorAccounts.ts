// Changes to an emulator account made the way the web SDK makes them (accounts:update with the
// user's own ID token): a new profile name or photo (updateProfile), or an e-mail and password
// linked to an anonymous account (linkWithCredential: same uid, no longer anonymous).
import http from 'node:http';

export interface AccountUpdate {
  displayName?: string;
  photoUrl?: string;
  email?: string;
  password?: string;
}

export function updateEmulatorAccount(idToken: string, update: AccountUpdate): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: Jest global setup starts the emulator.');
  const payload = JSON.stringify({ idToken, ...update, returnSecureToken: true });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=test`,
      // A fresh connection each time, for the reason emulatorUsers.ts gives.
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => ((response.statusCode ?? 500) < 400 ? resolve() : reject(new Error(`Auth emulator accounts:update: ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
