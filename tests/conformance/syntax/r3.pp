notice(Notify[undef])
