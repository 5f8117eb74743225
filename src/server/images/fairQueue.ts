interface Waiting {
  start: () => void;
}

interface Owner {
  waiting: Waiting[];
  running: number;
  /** When this owner last started a task (a counter); -1 before its first. */
  lastStart: number;
}

/**
 * Runs tasks at most `concurrency` at a time, sharing the slots fairly between owners (people)
 * rather than in arrival order: a freed slot goes to the waiting owner with the fewest tasks
 * running, and among those to the one who started a task least recently. Someone who queues many
 * tasks therefore holds back someone else's by at most one task: the newcomer takes the next slot
 * that frees. Each owner's own tasks run in the order they came.
 */
export class FairQueue {
  private readonly owners = new Map<string, Owner>();
  private running = 0;
  private starts = 0;

  constructor(private readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new Error(`concurrency must be a whole number of at least 1: ${concurrency}`);
  }

  /** Runs `task` for `ownerId` once a slot is theirs; settles as the task does. */
  run<T>(ownerId: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const owner = this.ownerOf(ownerId);
      owner.waiting.push({
        start: () => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              owner.running -= 1;
              this.running -= 1;
              if (owner.running === 0 && owner.waiting.length === 0) this.owners.delete(ownerId);
              this.startNext();
            });
        },
      });
      this.startNext();
    });
  }

  /** Tasks waiting for a slot, all owners together. */
  get waiting(): number {
    let count = 0;
    for (const owner of this.owners.values()) count += owner.waiting.length;
    return count;
  }

  private ownerOf(ownerId: string): Owner {
    let owner = this.owners.get(ownerId);
    if (!owner) {
      owner = { waiting: [], running: 0, lastStart: -1 };
      this.owners.set(ownerId, owner);
    }
    return owner;
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      const next = this.nextOwner();
      const task = next?.waiting.shift();
      if (!next || !task) return;
      next.running += 1;
      next.lastStart = this.starts++;
      this.running += 1;
      task.start();
    }
  }

  private nextOwner(): Owner | undefined {
    let chosen: Owner | undefined;
    for (const owner of this.owners.values()) {
      if (owner.waiting.length === 0) continue;
      const fewer = chosen && owner.running < chosen.running;
      const sooner =
        chosen && owner.running === chosen.running && owner.lastStart < chosen.lastStart;
      if (!chosen || fewer || sooner) chosen = owner;
    }
    return chosen;
  }
}
