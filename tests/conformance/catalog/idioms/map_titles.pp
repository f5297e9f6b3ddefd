$dirs = ['logs', 'cache'].map |$d| { "/var/app/${d}" }
file { $dirs: ensure => directory }
notice($dirs)
notice(File['/var/app/cache']['ensure'])
