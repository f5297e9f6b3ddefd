notice('a.b'.match('a.b'))
notice('axb'.match('a\.b') =~ Undef)
