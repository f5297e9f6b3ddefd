exec { '/bin/true': timeout => ['abc', 1] }
