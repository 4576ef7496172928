import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.KeyedH2Backend;

/** Serves the MongoDB wire protocol on loopback, persisting to one H2 (MVStore) file. */
public class MongoWireServer {
  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: MongoWireServer <data-file> <port>");
      System.exit(2);
    }
    KeyedH2Backend backend = new KeyedH2Backend(args[0]);
    MongoServer server = new MongoServer(backend);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.shutdown();
      backend.close();
    }));
    server.bind("127.0.0.1", Integer.parseInt(args[1]));
    Thread.currentThread().join();
  }
}
