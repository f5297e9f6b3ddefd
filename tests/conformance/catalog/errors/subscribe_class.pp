class cfg { file { '/tmp/cfgfile': ensure => file } }
include cfg
service { 'svc': ensure => running, subscribe => Class['cfg'] }
notice(Service['svc']['subscribe'])
