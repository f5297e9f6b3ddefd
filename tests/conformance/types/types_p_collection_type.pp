notice(Collection[Integer])
