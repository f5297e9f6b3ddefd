notice(sha256('日本語'))
notice(sha1('åäö'))
notice(md5("line\n"))
