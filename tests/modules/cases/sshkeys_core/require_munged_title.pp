sshkey { 'a': type => 'rsa', key => 'x' }
notify { 'n': require => Sshkey['a@ssh-rsa'] }
