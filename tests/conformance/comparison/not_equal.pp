notice(1 != 2)
notice('a' != 'a')
notice([1] != [1])
