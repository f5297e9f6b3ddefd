sshkey { 'git.example.com': type => 'dsa', key => 'AAAAB3NzaC1kc3M', host_aliases => ['git', '192.0.2.7'] }
sshkey { 'git.example.com@ssh-rsa': key => 'AAAAB3NzaC1yc2E' }
sshkey { 'build.example.com': type => 'ed25519-sk', key => 'AAAAGnNrLXNzaC1lZDI1NTE5' }
