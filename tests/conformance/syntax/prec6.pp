notice(true or false and false)
