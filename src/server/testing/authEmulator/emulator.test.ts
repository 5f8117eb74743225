import { emulatorHost } from '../emulatorUsers';
import { NO_KEEP_ALIVE } from './process';

describe('the Auth emulator of the server tests', () => {
  it('was started by globalSetup and its address reached this worker', async () => {
    expect(emulatorHost()).toMatch(/^127\.0\.0\.1:\d+$/);
    const response = await fetch(`http://${emulatorHost()}/`, NO_KEEP_ALIVE);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ authEmulator: { ready: true } });
  });
});
