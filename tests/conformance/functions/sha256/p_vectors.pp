notice(sha256(""))
notice(sha256("The quick brown fox jumps over the lazy dog"))
notice(sha256(undef))
notice("abc".sha256)
