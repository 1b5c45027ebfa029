import type { ReactNode } from 'react';
import ParkIcon from '@mui/icons-material/Park';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '@grovekeeper/shared';
import { PRODUCT_NAME } from '../../layout/utils/header-title';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/**
 * The centred card of the sign-in and register pages, with the product name above the form
 * and the language menu in the top right corner.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        // Room above the card for the language menu in the corner, even on a phone.
        pt: 7,
        pb: 4,
        bgcolor: 'background.default',
        position: 'relative',
      }}
    >
      {/* The visitor's language, before there is a profile to keep it on. */}
      <Box sx={{ position: 'absolute', top: { xs: 8, sm: 16 }, right: { xs: 8, sm: 16 } }}>
        <LanguageSwitch />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <ParkIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
            <Typography
              component="p"
              variant="h3"
              sx={{ color: 'primary.main', letterSpacing: 0.3 }}
              data-testid="product-name"
            >
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="h1" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
