notice(undef)
notice([undef])
