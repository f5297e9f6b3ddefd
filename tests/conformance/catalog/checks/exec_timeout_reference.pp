exec { '/bin/true': timeout => File['/tmp/b'] }
