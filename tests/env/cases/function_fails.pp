notice(demo::err())
