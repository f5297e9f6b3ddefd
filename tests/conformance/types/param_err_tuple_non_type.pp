notice(Tuple[Integer, 'a'])
