notice(getvar('nosuch', 'dflt'))
