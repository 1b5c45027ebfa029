import { LAST_CAMERA_KEY, rememberCameraId, rememberedCameraId } from '../utils/camera-memory';

beforeEach(() => window.localStorage.clear());

describe('camera memory', () => {
  it('remembers nothing before the first scan', () => {
    expect(rememberedCameraId()).toBeNull();
  });

  it('remembers the last camera under a trees: key', () => {
    rememberCameraId('camera-1');
    rememberCameraId('camera-2');
    expect(rememberedCameraId()).toBe('camera-2');
    expect(window.localStorage.getItem(LAST_CAMERA_KEY)).toBe('camera-2');
    expect(LAST_CAMERA_KEY).toMatch(/^trees:/);
  });

  it('forgets quietly when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberCameraId('camera-1')).not.toThrow();
    expect(rememberedCameraId()).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
