notice(Tuple[Integer]('abc'))
