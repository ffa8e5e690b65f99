import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

/** A router link that takes Chakra style props (the shell's nav rows, brand and user links). */
export const ShellLink = chakra(Link);
