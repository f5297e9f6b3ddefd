$u = undef
notice(getvar('u', 'dflt') =~ Undef)
notice(getvar('u.x', 'dflt'))
