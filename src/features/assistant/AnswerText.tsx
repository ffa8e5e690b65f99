import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { appRouterPath } from '../../app/basename';
import type { AssistantFigure_FigureFragment } from '../../generated/graphql';
import { answerBlocks, type Inline } from './answerText';

/** A figure's link to the app route it comes from (same tab); a link outside the app stays text. */
export function FigureLink({ figure, children, onNavigate }: { figure: AssistantFigure_FigureFragment; children: string; onNavigate?: (() => void) | undefined }) {
  const to = appRouterPath(figure.link);
  if (!to) return <>{children}</>;
  return (
    <Link asChild colorPalette="primary" color="colorPalette.fg" textDecoration="underline" fontWeight="medium">
      <RouterLink to={to} title={figure.label} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Link>
  );
}

function Parts({ parts, onNavigate }: { parts: Inline[]; onNavigate?: (() => void) | undefined }) {
  return parts.map((part, i) => {
    if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
    if (part.kind === 'bold')
      return (
        <Text as="strong" key={i} fontWeight="semibold">
          <Parts parts={part.parts} onNavigate={onNavigate} />
        </Text>
      );
    return (
      <FigureLink key={i} figure={part.figure} onNavigate={onNavigate}>
        {part.text}
      </FigureLink>
    );
  });
}

/** An answer's text: paragraphs, lists and bold as elements (never as HTML), figures as links. */
export function AnswerText({ content, figures, onNavigate }: { content: string; figures: readonly AssistantFigure_FigureFragment[]; onNavigate?: (() => void) | undefined }) {
  return (
    <Stack gap="2" textStyle="sm" lineHeight="tall" overflowWrap="anywhere">
      {answerBlocks(content, figures).map((block, i) =>
        block.kind === 'paragraph' ? (
          <Text key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Parts parts={line} onNavigate={onNavigate} />
              </Fragment>
            ))}
          </Text>
        ) : (
          <Box as="ul" key={i} ps="5" listStyleType="disc">
            {block.items.map((item, j) => (
              <li key={j}>
                <Parts parts={item} onNavigate={onNavigate} />
              </li>
            ))}
          </Box>
        ),
      )}
    </Stack>
  );
}
