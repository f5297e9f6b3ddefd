class ntp($servers = ['a', 'b'], $enable = true) { }
include ntp
notice(Class['ntp']['servers'])
notice(Class['ntp']['enable'])
notice(Class['ntp']['nope'])
