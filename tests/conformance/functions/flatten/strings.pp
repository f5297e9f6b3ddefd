notice(flatten('a'))
notice(flatten([undef, [undef]]))
