group { 'g': gid => 'abc' }
