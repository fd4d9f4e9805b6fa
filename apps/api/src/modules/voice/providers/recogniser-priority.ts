/** How the recognisers share the CPU with the server and with each other (pocketsphinx.ts). */

/**
 * Recognisers run at the lowest priority (nice 19) under the server, whose event loop paces every
 * call's audio: under a CPU shortage transcripts come later, but no call's audio stutters. At nice
 * 10, 20 recognisers together outweighed the server for the scheduler (20 × 110 against 1,024):
 * bench-voice's 20 calls had 114–135 late frames; at 19 (20 × 15), none.
 * Each recogniser starts a session of its own (the helper spawns it detached, to end its process
 * group at once), and where Linux groups scheduling by session (autogroup, on by default) a
 * process's nice only counts inside its group: each recogniser's group weighed as much as the
 * whole server. Its group is set to the same niceness (by the process helper): the server's
 * event-loop delay p99 with 20 calls went 37–53 → 22–25 ms (16–17 with PARLEY_DB_THREAD;
 * scripts/bench-voice.ts).
 */
export const NICENESS = 19;
/**
 * From the end of a visitor's turn until its transcript, a recogniser is what the answer waits
 * for, while the others only need to keep up with speech still going on: its group is raised to
 * this niceness for that while. Raising a group back towards 0 needs no privilege. Not 0: at 0 one
 * finishing group weighs as much as the server's (1,024), and while 20 calls start, several finish
 * at once and outweigh it (bench-voice: loop delay p99 28 ms in two runs); at 5 (335 each, still 22
 * times a recogniser at 19) p99 17–19 ms in four, first audio no slower.
 */
export const FINISHING_NICENESS = 5;
/** Back to NICENESS this long after a turn ended if no transcript came (a turn of noise). */
export const FINISHING_MS = 3000;
