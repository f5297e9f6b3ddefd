notice(Optional['abc'])
notice(Optional[Integer])
