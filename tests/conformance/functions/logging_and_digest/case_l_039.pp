notice(md5(''))
