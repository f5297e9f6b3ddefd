sshkey { 'a': type => 'rsa', key => 'x' }
sshkey { 'a@ssh-rsa': key => 'y' }
