import type { ComponentType } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders';
import { useAuthStore } from '../token/token-store';
import { signOut } from '../auth/session';
import { useThemeStore } from '../theme/theme-store';
import { HarnessSignIn } from './HarnessSignIn';

export interface HarnessAppProps {
  remote: string;
  Routes: ComponentType;
}

/** The thin shell a remote team develops in: shared providers, sign-in, the remote's routes. */
export function HarnessApp({ remote, Routes }: HarnessAppProps) {
  const signedIn = useAuthStore((state) => state.accessToken !== null);
  const toggleTheme = useThemeStore((state) => state.toggle);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppBar position="static" color="default" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: 700 }}>
              Grovekeeper · {remote} (standalone)
            </Typography>
            <Button onClick={toggleTheme}>Toggle theme</Button>
            {signedIn && <Button onClick={signOut}>Logout</Button>}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
          {signedIn ? <Routes /> : <HarnessSignIn remote={remote} />}
        </Box>
      </BrowserRouter>
    </AppProviders>
  );
}
