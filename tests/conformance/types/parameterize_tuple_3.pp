notice(Tuple[Integer, default, default])
