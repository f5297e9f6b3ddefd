class a {}
class b {}
include a
notice(tagged('a'), tagged('b'), tagged('settings'))
include b
notice(tagged('b'))
