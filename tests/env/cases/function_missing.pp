notice(demo::nosuch())
