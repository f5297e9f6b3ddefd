type P = Object[{attributes => {x => Integer}}]
notice(Init[P, 2](1))
