exec { '/bin/true': timeout => true }
