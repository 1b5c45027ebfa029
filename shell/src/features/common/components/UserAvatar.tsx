import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import { initialsOf } from '@grovekeeper/shared';

export interface UserAvatarProps {
  name: string | null | undefined;
  /** The profile's avatar URL; when empty or broken, the initials show instead. */
  src?: string | null;
  size?: number;
  /**
   * Text for screen readers. Empty (the default) marks the avatar decorative, for places
   * where the name is written next to it.
   */
  alt?: string;
}

/** A person's picture, else up to two initials of their name, else a person icon. */
export function UserAvatar({ name, src, size = 40, alt = '' }: UserAvatarProps) {
  const initials = initialsOf(name);
  return (
    <Avatar
      src={src || undefined}
      // The root carries the label (the picture may fail and fall back to initials).
      alt=""
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials || <PersonIcon fontSize="inherit" />}
    </Avatar>
  );
}
