$s = "str"
notice(getvar('s.x'))
