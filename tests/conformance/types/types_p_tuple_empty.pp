notice(Tuple[])
