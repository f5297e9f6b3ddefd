notice(Optional[Integer]('x'))
