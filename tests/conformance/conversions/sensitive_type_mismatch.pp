notice(Sensitive[Integer]('x'))
