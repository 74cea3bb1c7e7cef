/** The layout of every level's pages on a laptop (1440x900), and the tiles from 900 to 2560 px. */
import { describeLayout } from '../support/layout-journey.ts';

describeLayout('laptop');
