package de.bwaldvogel.mongo.backend.h2;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import shop.mongowire.GroupCommit;

/**
 * mongo-java-server's H2 backend, except that a query naming a unique key by plain equality and
 * more conditions beside it ({_id, version}, {id, status}) finds its document through that key's
 * index and checks the rest on it. The library uses an index only when the query holds exactly
 * its keys, so every conditional update (optimistic concurrency, a guarded stock take, an outbox
 * lease) read the whole collection: an order's status change slowed as orders accumulated.
 * <p>
 * Its store commits only through {@link GroupCommit}: a command that may write lands whole in one
 * commit, and its reply waits until that commit is synced to disk.
 * <p>
 * In a package of the library's own, for its package-private names.
 */
public class KeyedH2Backend extends H2Backend {
  /** The backend's store, kept where the super constructor's callbacks can reach it (one per process). */
  private static MVStore store;

  /** Commands that only read: they run beside commits and answer at once. Any other command counts as a write. */
  private static final Set<String> READS = Set.of("find", "getmore", "killcursors", "count",
      "distinct", "listcollections", "listindexes", "listdatabases", "hello", "ismaster", "ping", "buildinfo",
      "whatsmyuri", "serverstatus", "dbstats", "collstats", "endsessions", "getparameter", "getcmdlineopts",
      "connectionstatus", "hostinfo", "getlog", "getlasterror", "explain", "currentop", "validate");

  private final GroupCommit commits;

  public KeyedH2Backend(String fileName) {
    super(remember(openDurable(fileName)));
    this.commits = new GroupCommit(store);
  }

  /**
   * Auto-commit off, and no commit from a writing thread however much is unsaved (MVStore would otherwise commit
   * from inside a command, between a document and its index entries): only the group commit writes the file.
   * Dead chunks are kept 10 s rather than 45 before their space is reused: every commit is synced before the next,
   * so the wait only covers a command still reading an older version (a scan), and at hundreds of commits a second
   * 45 s of them made the file grow by hundreds of megabytes.
   */
  private static MVStore openDurable(String fileName) {
    MVStore opened = new MVStore.Builder()
        .fileName(fileName)
        .autoCommitDisabled()
        .autoCommitBufferSize(Integer.MAX_VALUE / 1024)
        .open();
    opened.setRetentionTime(10_000);
    return opened;
  }

  private static MVStore remember(MVStore opened) {
    store = opened;
    return opened;
  }

  public GroupCommit commits() {
    return commits;
  }

  @Override
  public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
    if (isRead(command, query)) return super.handleCommand(channel, databaseName, command, query);
    return commits.write(() -> super.handleCommand(channel, databaseName, command, query));
  }

  private static boolean isRead(String command, Document query) {
    String name = command.toLowerCase(Locale.ROOT);
    if (name.equals("aggregate")) {
      // $out and $merge write the pipeline's result.
      Object pipeline = query.get("pipeline");
      if (pipeline instanceof List<?> stages) {
        for (Object stage : stages) {
          if (stage instanceof Document d && (d.containsKey("$out") || d.containsKey("$merge"))) return false;
        }
      }
      return true;
    }
    return READS.contains(name);
  }

  /** Commits and syncs what is left, then closes the store with no command running. */
  @Override
  public void close() {
    commits.close(super::close);
  }

  @Override
  protected MongoDatabase openOrCreateDatabase(String databaseName) {
    return new KeyedH2Database(databaseName, store, getCursorRegistry());
  }

  static class KeyedH2Database extends H2Database {
    private final CursorRegistry cursors;

    KeyedH2Database(String databaseName, MVStore mvStore, CursorRegistry cursorRegistry) {
      super(databaseName, mvStore, cursorRegistry);
      this.cursors = cursorRegistry;
    }

    @Override
    protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
      String fullName = getFullCollectionNamespace(collectionName);
      MVMap<Object, Document> dataMap = store.openMap(DATABASES_PREFIX + fullName);
      MVMap<String, Object> metaMap = store.openMap("meta." + fullName);
      return new KeyedH2Collection(this, collectionName, options, dataMap, metaMap, cursors);
    }
  }

  static class KeyedH2Collection extends H2Collection {
    KeyedH2Collection(MongoDatabase database, String collectionName, CollectionOptions options,
        MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
      super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
    }

    @Override
    protected QueryResult queryDocuments(Document query, Document orderBy, int numberToSkip, int limit,
        int batchSize, Document fieldSelector) {
      for (Index<Object> index : getIndexes()) {
        Document key = uniqueKeyOf(index, query);
        if (key != null && key.size() < query.size() && index.canHandle(key)) {
          return matchDocuments(query, index.getPositions(key), orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }
      }
      return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
    }

    /** The query's plain-equality values of every key of a unique index, or null when it names them otherwise. */
    private static Document uniqueKeyOf(Index<Object> index, Document query) {
      if (!index.isUnique()) return null;
      Document key = new Document();
      for (IndexKey indexKey : index.getKeys()) {
        Object value = query.get(indexKey.getKey());
        if (!isPlainValue(value)) return null;
        key.put(indexKey.getKey(), value);
      }
      return key;
    }

    /** A value an equality on it looks up as it is: not an operator document, a pattern, an array or null. */
    private static boolean isPlainValue(Object value) {
      return value instanceof String || value instanceof Number || value instanceof Boolean
          || value instanceof de.bwaldvogel.mongo.bson.ObjectId || value instanceof java.util.UUID;
    }
  }
}
