Notify['nope'] { message => 'x' }
notice('printed')
