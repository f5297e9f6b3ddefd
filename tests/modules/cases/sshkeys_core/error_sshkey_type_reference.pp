sshkey { 'a': type => File['/tmp/b'], key => 'x' }
