group { 'g': provider => pw, members => 'a,b' }
