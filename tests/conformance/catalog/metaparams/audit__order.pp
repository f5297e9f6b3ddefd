exec { '/bin/true': audit => 'bogus', timeout => 'x' }
