notice(md5())
