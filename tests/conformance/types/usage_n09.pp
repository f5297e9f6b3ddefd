notice(type([1,2,3], 'reduced')) notice(type(['a', 'bb'], 'reduced')) notice(type({1 => 'a'}, 'generalized'))
