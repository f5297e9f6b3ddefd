notice(Boolean(''))
