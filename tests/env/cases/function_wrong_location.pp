notice(demo::g())
