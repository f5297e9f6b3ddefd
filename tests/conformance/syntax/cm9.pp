notice(1)
#