notice(NotUndef[Integer])
notice(NotUndef['a'])
notice(Optional['a'])
