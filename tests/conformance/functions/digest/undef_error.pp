md5(undef)
