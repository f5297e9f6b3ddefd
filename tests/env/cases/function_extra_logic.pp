notice(demo::more::logic())
