class x { tag('a', 'x') notice(tagged(['a', 'x'])) notice(tagged(['a'])) notice(tagged(['zz'])) notice(tagged(['a', 'zz'])) notice(tagged('A')) notice(tagged([])) }
include x
