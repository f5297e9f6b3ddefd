class c {}
notice(Class['c'][x])
