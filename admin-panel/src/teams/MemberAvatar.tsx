import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import type { BoardMemberRecord } from '@blood-donation/domain';

/** The member's photo, or the default user image when there is none. */
export function MemberAvatar({ member, size = 40 }: { member: Pick<BoardMemberRecord, 'full_name' | 'photoUrl'>; size?: number }) {
  const translate = useTranslate();
  return member.photoUrl ? (
    <Avatar src={member.photoUrl} alt={member.full_name} sx={{ width: size, height: size }} />
  ) : (
    <Avatar role="img" aria-label={translate('resources.teams.page.noPhoto', { name: member.full_name })} sx={{ width: size, height: size }}>
      <PersonIcon aria-hidden />
    </Avatar>
  );
}
