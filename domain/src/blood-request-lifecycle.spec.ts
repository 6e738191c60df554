import { actionsAllowed, BLOOD_REQUEST_ACTIONS, canTransition, isClosedBloodRequest, transitionRefusal } from './blood-request-lifecycle';
import { BLOOD_REQUEST_STATUSES, type BloodRequestStatus } from './records';

const CLOSED: BloodRequestStatus[] = ['Fulfilled', 'Cancelled', 'Expired'];

describe('blood request lifecycle', () => {
  it('approves and rejects from Pending, Approved and Rejected, never once closed', () => {
    for (const action of ['approve', 'reject'] as const) {
      for (const status of ['Pending', 'Approved', 'Rejected'] as const) expect(canTransition(status, action)).toBe(true);
      for (const status of CLOSED) expect(canTransition(status, action)).toBe(false);
    }
  });

  it('fulfils only an Approved request; cancels and expires only a Pending or Approved one', () => {
    expect(BLOOD_REQUEST_STATUSES.filter((status) => canTransition(status, 'fulfil'))).toEqual(['Approved']);
    expect(BLOOD_REQUEST_STATUSES.filter((status) => canTransition(status, 'cancel'))).toEqual(['Pending', 'Approved']);
    expect(BLOOD_REQUEST_STATUSES.filter((status) => canTransition(status, 'expire'))).toEqual(['Pending', 'Approved']);
  });

  it('allows nothing at all on a closed request', () => {
    for (const status of CLOSED) {
      expect(isClosedBloodRequest(status)).toBe(true);
      expect(BLOOD_REQUEST_ACTIONS.filter((action) => canTransition(status, action))).toEqual([]);
    }
    expect(BLOOD_REQUEST_STATUSES.filter((status) => !isClosedBloodRequest(status))).toEqual(['Pending', 'Approved', 'Rejected']);
  });

  it('gives each actor only its own actions', () => {
    expect(actionsAllowed('Approved', 'owner')).toEqual(['fulfil', 'cancel']);
    expect(actionsAllowed('Pending', 'owner')).toEqual(['cancel']);
    expect(actionsAllowed('Rejected', 'owner')).toEqual([]);
    expect(actionsAllowed('Approved', 'admin')).toEqual(['approve', 'reject', 'fulfil']);
    expect(actionsAllowed('Pending', 'job')).toEqual(['expire']);
    expect(actionsAllowed('Expired', 'admin')).toEqual([]);
  });

  it('says why a move is refused, and nothing when it is allowed', () => {
    expect(transitionRefusal('Fulfilled', 'approve')).toBe('This request is Fulfilled and can no longer be approved.');
    expect(transitionRefusal('Cancelled', 'reject')).toBe('This request is Cancelled and can no longer be rejected.');
    expect(transitionRefusal('Pending', 'fulfil')).toBe('This request is Pending and cannot be marked fulfilled.');
    expect(transitionRefusal('Rejected', 'cancel')).toBe('This request is Rejected and cannot be cancelled.');
    expect(transitionRefusal('Approved', 'fulfil')).toBeNull();
  });
});
