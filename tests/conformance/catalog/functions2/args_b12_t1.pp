tag(['a', ['b']]) notice(tagged('a'), tagged('b'))
