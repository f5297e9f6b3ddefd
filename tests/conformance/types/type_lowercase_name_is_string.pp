notice(integer)
notice(type(integer))
