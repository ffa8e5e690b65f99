/**
 * The frame of the widgets' category charts: a legend above when there is one, the chart drawn at
 * the size left to it (nivo needs a width and a height in pixels), anything laid over the chart
 * (a tooltip of our own), and the chart's accessible data table below.
 */
import { Box, Stack } from '@chakra-ui/react';
import { ResponsiveWrapper } from '@nivo/core';
import type { JSX, ReactNode } from 'react';

export interface ChartFrameProps {
  legend?: ReactNode;
  table: ReactNode;
  overlay?: ReactNode;
  children: (size: { width: number; height: number }) => JSX.Element;
}

export function ChartFrame({ legend, table, overlay, children }: ChartFrameProps) {
  return (
    <Stack h="full" minH="40" gap="1" data-state="success">
      {legend}
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>{children}</ResponsiveWrapper>
          {overlay}
        </Box>
      </Box>
      {table}
    </Stack>
  );
}
