notice(Struct[{a => Integer, Optional[b] => String, NotUndef[c] => Any}])
notice(Struct[{}])
