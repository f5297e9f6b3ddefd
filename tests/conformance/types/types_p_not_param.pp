notice(Any[Integer])
