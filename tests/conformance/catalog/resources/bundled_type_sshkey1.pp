ssh_authorized_key { 'alice@laptop': user => 'alice', type => 'ssh-rsa', key => 'AAAAB3Nza' }
