import { EventEmitter } from 'node:events';

/**
 * The deadline of one backend call, handed to undici as its `signal` (undici takes an EventEmitter
 * that emits `abort` as well as an AbortSignal). When the time is up it emits `abort`, and undici
 * ends the call, whether it is still waiting for headers or reading the body.
 *
 * Not an AbortController: Node 20's AbortController and AbortSignal outlive the young-generation
 * collector even when nothing refers to them. One per backend call moved every one of them, with
 * what it held, into the old generation, and the gateway then ran a full mark-compact every few
 * seconds under load. On a machine whose cores the gateway shares, those collections' helper threads
 * took the CPU its backend needed, and each one showed as a burst of slow answers (bench/README.md,
 * goal (a)). An EventEmitter dies young like any other object.
 */
export class Deadline extends EventEmitter {
  /** True once the time ran out (undici reads `aborted` before it starts listening). */
  aborted = false;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    super();
    this.timer = setTimeout(() => {
      this.aborted = true;
      this.emit('abort');
    }, ms);
  }

  /** The call ended (answered or failed): the timer is not needed any more. */
  clear(): void {
    clearTimeout(this.timer);
  }
}
