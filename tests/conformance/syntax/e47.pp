notice(,1)
