import type { AwaitingSecondApproval } from '@emas/api/approvals';

/** Whether a money call's answer is the 202 of an approval waiting for a second operator. */
export const isAwaitingApproval = (answer: object): answer is AwaitingSecondApproval =>
  'status' in answer && answer.status === 'awaiting_second_approval';
