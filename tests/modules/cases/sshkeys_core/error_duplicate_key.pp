sshkey { 'git.example.com@ssh-rsa': key => 'AAAAB3NzaC1yc2E' }
sshkey { 'git': name => 'git.example.com', type => 'ssh-rsa', key => 'AAAAB3NzaC1yc2F' }
