notice('a' < 'b')
notice('B' > 'a')
notice('abc' <= 'ABC')
notice('ab' < 'abc')
