notice(Class[undef])
