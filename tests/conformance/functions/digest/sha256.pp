notice(sha256(''))
notice(sha256('abc'))
notice(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))
