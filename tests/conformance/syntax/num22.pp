notice(3.14.floor)
