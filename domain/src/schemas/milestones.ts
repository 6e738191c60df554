import './zod-config';
import * as z from 'zod';

/** GET /api/user/milestones: each milestone the donor's donations reached (issue 24 point 3). */
export const MilestoneSchema = z
  .object({
    count: z.number().int().describe('The donation count: 1, 3, 5, 10, 25, 50 or 100'),
    reachedAt: z.string().describe('YYYY-MM-DD: the date of the donation that reached it'),
    selfReported: z.boolean().describe('Whether that donation was typed in by the donor rather than recorded at a drive desk'),
  })
  .strict();
export type Milestone = z.infer<typeof MilestoneSchema>;
export const MilestonesSchema = z.array(MilestoneSchema);
