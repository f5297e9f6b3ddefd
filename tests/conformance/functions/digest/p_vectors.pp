notice(sha1("abc"))
notice(md5("The quick brown fox jumps over the lazy dog"))
notice(digest("abc"))
