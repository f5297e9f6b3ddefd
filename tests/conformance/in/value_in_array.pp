notice(1 in [1,2,3])
notice(4 in [1,2,3])
notice('A' in ['a'])
