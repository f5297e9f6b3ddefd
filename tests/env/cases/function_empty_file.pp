notice(demo::more::empty())
