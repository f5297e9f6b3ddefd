notice(Class[apache])
notice(Class[apache, nginx])
