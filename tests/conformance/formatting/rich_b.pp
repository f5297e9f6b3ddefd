notice(String([Binary('aGk=')]))
notice(String([/r/, Integer[1,2], default, undef]))
notice(String({Binary('aGk=') => 1}))
