package { 'x': provider => 'APT' }
