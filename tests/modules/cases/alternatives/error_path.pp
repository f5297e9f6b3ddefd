alternatives { 'editor': path => 'vim' }
