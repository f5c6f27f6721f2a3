import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../../../components/offline-banner.tsx';

type AuthCardProps = {
  /** 350 px for the login card (SHELL-015), 500 px for the reset card (SHELL-018). */
  maxWidth: number;
  children: ReactNode;
};

export function WakelineLogo() {
  return (
    <Stack gap={0} align="center" mb="md">
      <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#0b3d5c" />
        <path
          d="M10 38c6 4 12 4 18 0s12-4 18 0 8 3 8 3"
          stroke="#a6c8dd"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M20 30l12-14 12 14z" fill="#ffffff" />
      </svg>
      <Text fw={700} size="xl" c="sea.9">
        Wakeline
      </Text>
    </Stack>
  );
}

/** The centred card of the public pages, with the logo above it. */
export function AuthCard({ maxWidth, children }: AuthCardProps) {
  return (
    <>
      <OfflineBanner />
      <Box component="main" bg="sea.0" mih="100vh" py={48} px="md">
        <Center>
          <Box w="100%" maw={maxWidth}>
            <WakelineLogo />
            <Paper withBorder shadow="sm" p="lg" radius="md">
              {children}
            </Paper>
          </Box>
        </Center>
      </Box>
    </>
  );
}
