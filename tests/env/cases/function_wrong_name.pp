notice(demo::more::gx())
