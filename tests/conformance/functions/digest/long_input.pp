notice(sha256('a'))
notice(md5(join(Array(Integer[1, 200]), ',')))
notice(sha1(join(Array(Integer[1, 200]), ',')))
notice(sha256(join(Array(Integer[1, 200]), ',')))
