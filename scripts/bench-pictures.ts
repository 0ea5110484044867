/**
 * `npm run bench:pictures`: what a phone downloads to read a post with ten large photographs, as the
 * site served them before (each as it came) and as it serves them now (the copy the screen needs),
 * at 375 px at two densities, and the build's time with every copy made afresh
 * (tools/bench/pictures.ts).
 */
import { benchPictures, picturesLines } from '../tools/bench/pictures';

console.log(picturesLines(await benchPictures()).join('\n'));
