/** The permissions feature's public surface: whose data a call may answer with. */
export { subjectById, subjectOf } from './subject.ts';
export { type SubjectSource, subjectGuard, subjectIdOf, subjectIn } from './pre-handler.ts';
