notice('10' < '9')
notice('abc' > 'ABD')
notice('a' <= 'a')
