sshkey { 'k': key => 'AAAAB3NzaC1yc2E', host_aliases => 'k.example.com' }
