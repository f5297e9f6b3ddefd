sshkey { 'git.example.com': type => 'ssh-foo', key => 'AAAAB3NzaC1yc2E' }
