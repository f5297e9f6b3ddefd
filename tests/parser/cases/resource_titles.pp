file { ["a", "b"]: ensure => file }
file { $t: }
file { "${x}/y": }
file { default: mode => "0644" ; "z": ; }
notify { a: message => b }
