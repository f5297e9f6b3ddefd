notice(Boolean('yes'), Boolean('false'))
