sshkey { 'git,example@ssh-rsa': key => 'AAAAB3NzaC1yc2E' }
