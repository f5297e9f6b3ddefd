notice(Enum['a', 'B', true])
notice('b' =~ Enum['a', 'B', true])
notice('b' =~ Enum['a', 'B'])
