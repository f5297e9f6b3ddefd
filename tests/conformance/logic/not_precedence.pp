notice(!true and false)
notice(!(true and false))
