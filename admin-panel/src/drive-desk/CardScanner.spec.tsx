import { DESK_CARD_TEXTS as T } from '@blood-donation/domain';
import { cameraFailure } from './CardScanner';

describe('the camera at the desk', () => {
  it('tells a refused camera from one that cannot be used, both pointing to the typed short code', () => {
    expect(cameraFailure(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))).toBe(T.cameraDenied);
    expect(cameraFailure(Object.assign(new Error('busy'), { name: 'NotReadableError' }))).toBe(T.cameraUnavailable);
    expect(cameraFailure(null)).toBe(T.cameraUnavailable);
  });
});
