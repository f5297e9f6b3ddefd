@file { "a": }
@@file { "b": }
@File { mode => 1 }
@@File["x"] { mode => 1 }
Package { ensure => installed }
Package["a", "b"] { ensure => latest }
class { "a": }
class { "b": p => 1; "c": }
