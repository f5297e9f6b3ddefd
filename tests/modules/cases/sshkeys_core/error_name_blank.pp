sshkey { 'git example': type => 'rsa', key => 'AAAAB3NzaC1yc2E' }
