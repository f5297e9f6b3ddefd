Notify['nope'] { message => 'x' }
notice('end')
