/** The layout of every level's pages on a phone (390x844). */
import { describeLayout } from '../support/layout-journey.ts';

describeLayout('phone');
