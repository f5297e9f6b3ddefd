notice('10' < '9')
notice('10' == 10)
notice(10 == '10')
notice('1.0' == 1)
