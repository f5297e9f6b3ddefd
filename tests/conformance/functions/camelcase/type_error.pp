notice(camelcase(true))
