notice(!!true)
