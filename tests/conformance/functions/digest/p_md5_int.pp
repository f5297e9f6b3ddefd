notice(md5(1))
