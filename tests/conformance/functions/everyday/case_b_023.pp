notice(get([1,2], '1'))
