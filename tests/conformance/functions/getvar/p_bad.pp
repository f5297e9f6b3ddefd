notice(getvar('x y'))
