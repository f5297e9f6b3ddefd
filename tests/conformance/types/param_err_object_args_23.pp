notice(Error[undef])
