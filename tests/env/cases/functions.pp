notice(demo::f(2))
notice(demo::deep::k())
notice(demo::calls(4))
