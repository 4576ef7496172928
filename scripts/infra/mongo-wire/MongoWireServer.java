import java.util.concurrent.TimeUnit;

import de.bwaldvogel.mongo.MongoThreadFactory;
import de.bwaldvogel.mongo.backend.h2.KeyedH2Backend;
import de.bwaldvogel.mongo.wire.MongoDatabaseHandler;
import de.bwaldvogel.mongo.wire.MongoExceptionHandler;
import de.bwaldvogel.mongo.wire.MongoWireMessageEncoder;
import de.bwaldvogel.mongo.wire.MongoWireProtocolHandler;
import de.bwaldvogel.mongo.wire.MongoWireReplyEncoder;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import shop.mongowire.DurableReplies;

/**
 * Serves the MongoDB wire protocol on loopback, persisting to one H2 (MVStore) file. The pipeline is the library's
 * (MongoServer's) with {@link DurableReplies} added: a write is answered once it is on disk.
 */
public class MongoWireServer {
  @SuppressWarnings("deprecation") // NioEventLoopGroup, as MongoServer itself uses
  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: MongoWireServer <data-file> <port>");
      System.exit(2);
    }
    KeyedH2Backend backend = new KeyedH2Backend(args[0]);
    EventLoopGroup boss = new NioEventLoopGroup(1, new MongoThreadFactory("mongo-server-boss"));
    EventLoopGroup workers = new NioEventLoopGroup(0, new MongoThreadFactory("mongo-server-worker"));
    ChannelGroup clients = new DefaultChannelGroup("mongodb-channels", workers.next());
    Channel listening = new ServerBootstrap()
        .group(boss, workers)
        .channel(NioServerSocketChannel.class)
        .option(ChannelOption.SO_BACKLOG, 100)
        .localAddress("127.0.0.1", Integer.parseInt(args[1]))
        .childOption(ChannelOption.TCP_NODELAY, Boolean.TRUE)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          public void initChannel(SocketChannel ch) {
            ch.pipeline().addLast(new MongoWireReplyEncoder());
            ch.pipeline().addLast(new MongoWireMessageEncoder());
            ch.pipeline().addLast(new MongoWireProtocolHandler());
            ch.pipeline().addLast(new DurableReplies(backend.commits()));
            ch.pipeline().addLast(new MongoDatabaseHandler(backend, clients));
            ch.pipeline().addLast(new MongoExceptionHandler());
          }
        })
        .bind()
        .syncUninterruptibly()
        .channel();
    // SIGTERM: stop taking clients, let the event loops finish, then commit what is left and close the store.
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      listening.close().syncUninterruptibly();
      clients.close().syncUninterruptibly();
      boss.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
      workers.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
      backend.close();
    }));
    Thread.currentThread().join();
  }
}
