notify { 'y': provider => 'z' }
