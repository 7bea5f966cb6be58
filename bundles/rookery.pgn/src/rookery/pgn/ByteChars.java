package rookery.pgn;

/** A reusable view of ASCII bytes as a {@link CharSequence}, so that SAN is read without allocation. */
final class ByteChars implements CharSequence {

    private byte[] bytes;
    private int from;
    private int length;

    ByteChars set(byte[] bytes, int from, int to) {
        this.bytes = bytes;
        this.from = from;
        this.length = to - from;
        return this;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        return (char) (bytes[from + index] & 0xff);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    @Override
    public String toString() {
        return new String(bytes, from, length, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
