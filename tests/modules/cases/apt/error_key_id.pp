include apt
apt::key { 'bad': id => 'not-a-key-id' }
