notice(unique([]))
notice(unique(''))
notice(unique({}))
