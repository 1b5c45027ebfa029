import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * A step's heading. With `focusOnMount` it takes the focus when the step appears, so keyboard
 * and screen-reader users land on the new step instead of on a button that vanished.
 */
export function StepHeading({
  children,
  focusOnMount = false,
}: {
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      variant="h2"
      component="h2"
      tabIndex={-1}
      sx={{ fontSize: '1.25rem', fontWeight: 600, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
