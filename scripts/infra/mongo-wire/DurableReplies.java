package shop.mongowire;

import java.util.ArrayDeque;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;

/**
 * Holds a connection's reply to a write until {@link GroupCommit} has the write on disk, without holding up the
 * event loop: the loop goes on serving its other connections and the reply leaves when the sync releases it. Replies
 * leave in the order they were written (a read answered after a held write waits behind it).
 */
public final class DurableReplies extends ChannelOutboundHandlerAdapter {
  private final GroupCommit commits;
  /** Replies not yet sent, oldest first; touched on the connection's event loop only. */
  private final ArrayDeque<Held> held = new ArrayDeque<>();

  private record Held(Object message, ChannelPromise promise, long round) {}

  public DurableReplies(GroupCommit commits) {
    this.commits = commits;
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object message, ChannelPromise promise) {
    // The reply is written on the thread that ran its command, right after it.
    long round = GroupCommit.takeReplyRound();
    if (held.isEmpty() && commits.isDurable(round)) {
      ctx.write(message, promise);
      return;
    }
    held.add(new Held(message, promise, round));
    if (held.size() == 1) awaitFirst(ctx);
  }

  private void awaitFirst(ChannelHandlerContext ctx) {
    Held first = held.peek();
    if (commits.whenDurable(first.round(), () -> ctx.executor().execute(() -> release(ctx)))) release(ctx);
  }

  private void release(ChannelHandlerContext ctx) {
    Held first;
    boolean sent = false;
    while ((first = held.peek()) != null && commits.isDurable(first.round())) {
      held.poll();
      ctx.write(first.message(), first.promise());
      sent = true;
    }
    if (sent) ctx.flush();
    if (!held.isEmpty()) awaitFirst(ctx);
  }
}
