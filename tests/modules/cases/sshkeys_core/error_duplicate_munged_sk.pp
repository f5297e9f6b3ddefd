sshkey { 'a@ed25519-sk': key => 'x' }
sshkey { 'a@sk-ssh-ed25519@openssh.com': key => 'y' }
