notice(type(/x/))
