import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn } from '../auth/session';
import { errorMessage } from '../http/errors';

/** A bare sign-in for a remote running alone; the product's real one lives in the shell. */
export function HarnessSignIn({ remote }: { remote: string }) {
  const [email, setEmail] = useState('demo@grovekeeper.local');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn({ email, password });
    } catch (failure) {
      setError(errorMessage(failure, 'Sign-in failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ maxWidth: 420, mx: 'auto', mt: 8 }}>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit}>
          <Typography variant="h2">{remote} harness</Typography>
          <Typography variant="body2" color="text.secondary">
            Sign in against the API (npm run dev -w api) to use this remote alone.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
