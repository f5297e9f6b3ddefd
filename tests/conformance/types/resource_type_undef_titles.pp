notice(File[undef])
notice(File[undef, undef])
notice(File[[]])
notice(File[[undef]])
