notice(md5("abc") == digest("abc"))
