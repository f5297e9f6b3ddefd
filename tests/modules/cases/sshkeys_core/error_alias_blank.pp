sshkey { 'git.example.com@ssh-ed25519': key => 'AAAAC3NzaC1lZDI1NTE5', host_aliases => ['git lab'] }
