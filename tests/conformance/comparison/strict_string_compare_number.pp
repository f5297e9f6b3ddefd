notice('10' == 10)
notice('2' < '10')
