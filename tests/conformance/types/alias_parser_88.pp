type A = Struct[{a => Integer, Optional[b] => String}]
notice(A)
