sshkey { 'git.example.com@ssh-rsa': key => 'AAAAB3NzaC1yc2E', host_aliases => ['git,gitlab'] }
