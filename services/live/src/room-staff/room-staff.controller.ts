import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { AppointInput, DismissInput, DismissOutput, StaffListInput, StaffOutput } from './room-staff.schemas';
import { RoomStaffService } from './room-staff.service';

type StaffListInput = z.output<typeof StaffListInput>;

@Controller('room-staff')
export class RoomStaffController {
  constructor(private readonly staff: RoomStaffService) {}

  @Endpoint({
    summary:
      'Appoint a room administrator (role manager, the default) or an assistant; at most 200 per room (RoomManage/setAdministrations)',
    auth: 'room-owner',
    input: AppointInput,
    output: StaffOutput,
  })
  @Post()
  async appoint(
    @Input() input: z.output<typeof AppointInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage(
      'live.staff_appointed',
      await this.staff.appoint(user, input.room_id, input.uid, input.role, ctx.lang),
    );
  }

  @Endpoint({
    summary: 'Dismiss a room administrator or assistant (RoomManage/delLiveRoomManage)',
    auth: 'room-owner',
    input: DismissInput,
    output: DismissOutput,
  })
  @Post('dismiss')
  async dismiss(@Input() input: z.output<typeof DismissInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.staff_dismissed', await this.staff.dismiss(user, input.room_id, input.uid));
  }

  @Endpoint({
    summary: "A room's administrators (RoomManage/getLiveRoomManageList)",
    auth: 'room-staff',
    input: StaffListInput,
    output: pageOf(StaffOutput),
  })
  @Post('managers')
  managers(@Input() input: StaffListInput, @CurrentUser() user: AuthUser) {
    return this.staff.list(user, input.room_id, 'manager', input);
  }

  @Endpoint({
    summary: "A room's assistants (live/assistantList)",
    auth: 'room-staff',
    input: StaffListInput,
    output: pageOf(StaffOutput),
  })
  @Post('assistants')
  assistants(@Input() input: StaffListInput, @CurrentUser() user: AuthUser) {
    return this.staff.list(user, input.room_id, 'assistant', input);
  }
}
