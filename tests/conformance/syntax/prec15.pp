notice(2*3+4 > 9 and !false)
