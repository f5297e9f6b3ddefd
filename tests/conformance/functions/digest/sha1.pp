notice(sha1(''))
notice(sha1('abc'))
notice(sha1('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))
