notice(type(undef)) notice(type(default)) notice(type(/x/)) notice(type(1.5)) notice(type(true)) notice(type(Integer)) notice(type(Integer[1,2], 'generalized'))
