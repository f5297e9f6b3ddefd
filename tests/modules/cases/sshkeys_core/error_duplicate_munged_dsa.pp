sshkey { 'x': name => 'a', type => 'dsa', key => 'k' }
sshkey { 'y': name => 'a', type => 'ssh-dss', key => 'k' }
