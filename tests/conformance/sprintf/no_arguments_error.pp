notice(sprintf())
