notice('abc'.md5)
notice('abc'.sha1)
