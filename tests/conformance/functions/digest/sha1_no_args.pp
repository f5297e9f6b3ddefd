sha1()
