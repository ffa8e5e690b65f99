// Child process of npm run bench: the pure engine on a quiet process of its own, so neither its
// figures nor the heap it leaves behind touch the server phases that follow.
import { runEngineBench } from './engine';

runEngineBench();
