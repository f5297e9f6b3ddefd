notice(getvar(1))
