class x { tag(['a', 'b'], 'c') notice(tagged('a'), tagged('c'), tagged(['a', 'b'])) }
include x
