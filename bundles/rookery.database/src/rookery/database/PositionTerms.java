package rookery.database;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.BytesTermAttribute;
import org.apache.lucene.util.BytesRef;

/**
 * The position terms of a game's index document: per distinct position, the first
 * {@link #KEY_BYTES} bytes of its key followed by its {@link GameAnalysis} mark (the rank of the
 * move played there, ended, or beyond the ply limit). A position's terms share their key prefix,
 * so its moves are one contiguous run of the term dictionary. Reusable: one instance per thread.
 */
final class PositionTerms extends TokenStream {

    /** 48 key bits: a false match needs two of the database's positions to agree on them. */
    static final int KEY_BYTES = 6;

    private final BytesTermAttribute term = addAttribute(BytesTermAttribute.class);
    private final byte[] bytes = new byte[KEY_BYTES + 1];
    private final BytesRef ref = new BytesRef(bytes);
    private GameAnalysis analysis;
    private int next;

    PositionTerms of(GameAnalysis game) {
        this.analysis = game;
        this.next = 0;
        return this;
    }

    @Override
    public boolean incrementToken() {
        if (next >= analysis.keys().length) {
            return false;
        }
        clearAttributes();
        writePrefix(analysis.keys()[next], bytes);
        bytes[KEY_BYTES] = (byte) analysis.mark(next);
        next++;
        term.setBytesRef(ref);
        return true;
    }

    @Override
    public void reset() {
        next = 0;
    }

    static void writePrefix(long key, byte[] bytes) {
        for (int i = 0; i < KEY_BYTES; i++) {
            bytes[i] = (byte) (key >>> (56 - 8 * i));
        }
    }

    static BytesRef prefix(long key) {
        byte[] bytes = new byte[KEY_BYTES];
        writePrefix(key, bytes);
        return new BytesRef(bytes);
    }

    /** Whether the term belongs to the position with the given prefix. */
    static boolean hasPrefix(BytesRef term, BytesRef prefix) {
        if (term.length != KEY_BYTES + 1) {
            return false;
        }
        for (int i = 0; i < KEY_BYTES; i++) {
            if (term.bytes[term.offset + i] != prefix.bytes[prefix.offset + i]) {
                return false;
            }
        }
        return true;
    }

    static int mark(BytesRef term) {
        return term.bytes[term.offset + KEY_BYTES] & 0xFF;
    }
}
