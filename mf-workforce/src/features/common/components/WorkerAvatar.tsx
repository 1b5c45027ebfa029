import Avatar from '@mui/material/Avatar';
import { initialsOf } from '@grovekeeper/shared';

export interface WorkerAvatarProps {
  name: string;
  avatar?: string | null;
  size?: number;
}

/** A person's picture, or their initials when they have none. */
export function WorkerAvatar({ name, avatar, size = 48 }: WorkerAvatarProps) {
  return (
    <Avatar
      src={avatar || undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }}
    >
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
