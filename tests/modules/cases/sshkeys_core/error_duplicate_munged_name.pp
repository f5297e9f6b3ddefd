sshkey { 'a': type => 'rsa', key => 'x' }
sshkey { 'b': name => 'a', type => 'ssh-rsa', key => 'y' }
