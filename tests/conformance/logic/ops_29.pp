notice(+1)
