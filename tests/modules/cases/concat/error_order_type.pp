concat { '/tmp/x': order => 'random' }
