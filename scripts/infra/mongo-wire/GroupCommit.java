package shop.mongowire;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.RandomAccessStore;

/**
 * Makes a write durable before it is acknowledged, as a database journal does, with one fsync shared by every write
 * waiting for it.
 * <p>
 * The store is opened with auto-commit off, so nothing reaches the file except through {@link #syncer}. A command
 * that may write runs under the shared side of {@link #commands} and notes the commit round it finished in. The
 * syncer takes the exclusive side only to commit and move on to the next round: the commit holds every command of
 * the round whole (a document with its index entries and its collection's size), and no command is half done in it.
 * It then syncs the file while commands run again, and releases every reply waiting on that round. Commands
 * finishing during a sync belong to the next round and share the next sync. MVStore reopens at its last complete
 * commit, so whatever was acknowledged is there after any kill.
 * <p>
 * Auto-commit off turns MVStore's background housekeeping off too: the syncer compacts the file itself, in small
 * steps under the exclusive side, when the chunks or the file are mostly dead space.
 */
public final class GroupCommit {
  /** The round of the commands this thread ran, for the reply it sends next: -1 for none. */
  private static final ThreadLocal<long[]> REPLY_ROUND = ThreadLocal.withInitial(() -> new long[] {-1});

  private static final long HOUSEKEEPING_EVERY_NANOS = TimeUnit.SECONDS.toNanos(2);
  /** Chunks, or a file, less full than this (percent live) get rewritten, or moved together and the file shrunk. */
  private static final int TARGET_FILL_RATE = 50;
  /** The most one housekeeping step rewrites or moves, so that it holds writes up for milliseconds only. */
  private static final int STEP_BYTES = 1 << 20;

  private final MVStore store;
  private final ReentrantReadWriteLock commands = new ReentrantReadWriteLock();
  /**
   * The round a command finishing now belongs to. Only the syncer moves it on, holding the exclusive side, in the same
   * step as it commits: every command of a round is in that round's commit. (MVStore's own version would not do: it
   * stays put when a commit finds nothing to write.)
   */
  private volatile long round;
  /** The latest round a command finished in and asked to be made durable. */
  private final AtomicLong requested = new AtomicLong(-1);
  /** Every round up to this one is committed and synced. */
  private volatile long durable = -1;
  /** The store's version at the last sync (the syncer's own). */
  private long syncedVersion;
  private final Object waitersLock = new Object();
  private List<Waiter> waiters = new ArrayList<>();
  private final Thread syncer;
  private volatile boolean closing;

  private record Waiter(long round, Runnable then) {}

  public GroupCommit(MVStore store) {
    this.store = store;
    this.syncedVersion = store.getCurrentVersion();
    this.syncer = new Thread(this::run, "group-commit");
    this.syncer.setDaemon(true);
    this.syncer.start();
  }

  /**
   * Runs a command that may change the store, whole within one commit, and marks this thread's next reply to wait
   * until the command is on disk.
   */
  public <T> T write(Supplier<T> command) {
    long finishedIn;
    commands.readLock().lock();
    try {
      return command.get();
    } finally {
      finishedIn = round;
      commands.readLock().unlock();
      requested.accumulateAndGet(finishedIn, Math::max);
      LockSupport.unpark(syncer);
      long[] reply = REPLY_ROUND.get();
      reply[0] = Math.max(reply[0], finishedIn);
    }
  }

  /** The round the reply this thread sends now must wait for (-1 for none), forgotten once asked. */
  public static long takeReplyRound() {
    long[] reply = REPLY_ROUND.get();
    long taken = reply[0];
    reply[0] = -1;
    return taken;
  }

  /** True for a round already committed and synced, and for -1 (a reply to no write). */
  public boolean isDurable(long round) {
    return round <= durable;
  }

  /** True when the round is durable already; otherwise {@code then} runs (on the syncer) once it is. */
  public boolean whenDurable(long round, Runnable then) {
    synchronized (waitersLock) {
      if (isDurable(round)) return true;
      waiters.add(new Waiter(round, then));
      return false;
    }
  }

  /** Commits and syncs what is left, stops the syncer, then runs {@code close} with no command running. */
  public void close(Runnable close) {
    closing = true;
    LockSupport.unpark(syncer);
    try {
      syncer.join(TimeUnit.SECONDS.toMillis(30));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    commands.writeLock().lock();
    try {
      close.run();
    } finally {
      commands.writeLock().unlock();
    }
  }

  private void run() {
    long lastHousekeeping = System.nanoTime();
    try {
      while (true) {
        if (requested.get() > durable) {
          commitAndSync();
        } else if (closing) {
          return;
        } else {
          LockSupport.parkNanos(this, HOUSEKEEPING_EVERY_NANOS);
        }
        long now = System.nanoTime();
        if (now - lastHousekeeping >= HOUSEKEEPING_EVERY_NANOS) {
          lastHousekeeping = now;
          houseKeep();
        }
      }
    } catch (Throwable t) {
      // A store that cannot write must not answer writes: stop, and let the next start recover its last commit.
      System.err.println("[mongo-wire] the store failed, stopping: " + t);
      t.printStackTrace();
      Runtime.getRuntime().halt(70);
    }
  }

  private void commitAndSync() {
    long committed;
    commands.writeLock().lock();
    try {
      committed = round++;
      store.commit();
    } finally {
      commands.writeLock().unlock();
    }
    syncAndRelease(committed);
  }

  /** Syncs the file unless nothing was committed since the last sync, then releases the replies up to the round. */
  private void syncAndRelease(long committed) {
    long version = store.getCurrentVersion();
    if (version != syncedVersion) {
      store.sync();
      syncedVersion = version;
    }
    List<Waiter> ready = new ArrayList<>();
    synchronized (waitersLock) {
      durable = committed;
      if (waiters.isEmpty()) return;
      List<Waiter> later = new ArrayList<>();
      for (Waiter waiter : waiters) (waiter.round <= committed ? ready : later).add(waiter);
      waiters = later;
    }
    for (Waiter waiter : ready) {
      try {
        waiter.then.run();
      } catch (RuntimeException stopped) {
        // The reply's event loop has shut down (the server is stopping): there is no one left to answer.
      }
    }
  }

  /**
   * MVStore's background housekeeping, which auto-commit off turns off too: chunks with few live pages are rewritten,
   * and chunks are moved together to shrink the file, in steps of at most {@link #STEP_BYTES}, each committed and
   * synced as a round of its own. One step while writes keep coming, up to eight while none wait.
   */
  private void houseKeep() {
    FileStore<?> file = store.getFileStore();
    for (int step = 0; step < 8 && !closing && (step == 0 || requested.get() <= durable); step++) {
      long sizeBefore = file.size();
      boolean rewrote = false;
      boolean moved = false;
      long committed;
      commands.writeLock().lock();
      try {
        if (file.getChunksFillRate() < TARGET_FILL_RATE) {
          rewrote = store.compact(TARGET_FILL_RATE, STEP_BYTES);
        }
        if (file.getFillRate() < TARGET_FILL_RATE && file instanceof RandomAccessStore randomAccess) {
          randomAccess.compactMoveChunks(TARGET_FILL_RATE, STEP_BYTES, store);
          moved = file.size() != sizeBefore;
        }
        // The rewritten pages are changes like any other, and commands finished meanwhile ride along.
        committed = round++;
        store.commit();
      } finally {
        commands.writeLock().unlock();
      }
      syncAndRelease(committed);
      if (!rewrote && !moved) return;
    }
  }
}
