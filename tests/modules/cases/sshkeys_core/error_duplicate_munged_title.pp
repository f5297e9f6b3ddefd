sshkey { 'a@rsa': key => 'x' }
sshkey { 'a@ssh-rsa': key => 'y' }
