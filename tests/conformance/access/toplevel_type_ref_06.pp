class cc {}
notice(::Class['cc'])
