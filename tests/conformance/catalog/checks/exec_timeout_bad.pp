exec { '/bin/true': timeout => 'abc' }
