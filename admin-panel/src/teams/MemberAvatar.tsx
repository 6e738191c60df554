import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import type { BoardMemberRecord } from '@blood-donation/domain';

/** The member's photo, or the default user image when there is none. */
export function MemberAvatar({ member, size = 40 }: { member: Pick<BoardMemberRecord, 'full_name' | 'photoUrl'>; size?: number }) {
  return member.photoUrl ? (
    <Avatar src={member.photoUrl} alt={member.full_name} sx={{ width: size, height: size }} />
  ) : (
    <Avatar role="img" aria-label={`${member.full_name} (no photo)`} sx={{ width: size, height: size }}>
      <PersonIcon aria-hidden />
    </Avatar>
  );
}
