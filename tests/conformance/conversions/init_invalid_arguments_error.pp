notice(Init[Integer, 'x']('1'))
