notice(getvar('::x'))
