type ::Mine = Integer
notice(1)
