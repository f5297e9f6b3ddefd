notice(true and !undef)
notice(true and !false)
notice(!'')
notice(!!'')
