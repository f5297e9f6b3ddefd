package { 'x': ensure => purged, provider => gem }
