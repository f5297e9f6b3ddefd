notice(NotUndef)
notice(NotUndef[Integer])
notice(NotUndef['x'])
