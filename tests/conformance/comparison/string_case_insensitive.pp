notice('abc' == 'ABC')
notice('a' != 'A')
