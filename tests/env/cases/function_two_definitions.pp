notice(demo::more::two())
