class apache($version = '2.4', $mods = ['ssl']) { }
include apache
notice(Class['apache']['version'])
notice(Class[apache][mods])
notice(Class['apache']['nope'])
