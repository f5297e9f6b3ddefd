package { 'x': provider => 1 }
